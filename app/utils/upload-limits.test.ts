import { describe, expect, it } from "vitest";

import { ADMIN_IMAGE_MAX_BYTES, ADMIN_VIDEO_MAX_BYTES } from "./constants";
import { COMFORT_TEXTS, MEDIA_TEXTS } from "./texts/admin/media";
import { fileProblems, formatBytes, totalBytes } from "./upload-limits";

describe("formatBytes", () => {
  it("writes sizes as people read them", () => {
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(1023)).toBe("1023 B");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(ADMIN_IMAGE_MAX_BYTES)).toBe("40 MB");
    expect(formatBytes(ADMIN_VIDEO_MAX_BYTES)).toBe("1 GB");
    expect(formatBytes(150.4 * 1024 * 1024)).toBe("150 MB");
    expect(formatBytes(3 * 1024 ** 3)).toBe("3 GB");
  });
});

describe("fileProblems", () => {
  const jpeg = (name: string, size = 1000) => ({ name, size, type: "image/jpeg" });

  it("lets accepted files through and names what is wrong with each other file", () => {
    const problems = fileProblems(
      [
        jpeg("a.jpg"),
        { name: "notes.txt", size: 10, type: "text/plain" },
        jpeg("huge.jpg", ADMIN_IMAGE_MAX_BYTES + 1),
        { name: "b.png", size: 5, type: "image/png" },
      ],
      "image",
      40,
    );
    expect(problems).toEqual([null, MEDIA_TEXTS.invalidImage, COMFORT_TEXTS.tooLarge("40.0 MB", "40 MB"), null]);
  });

  it("takes a file at exactly the limit", () => {
    expect(fileProblems([jpeg("edge.jpg", ADMIN_IMAGE_MAX_BYTES)], "image", 1)).toEqual([null]);
  });

  it("checks videos against the video types and limit", () => {
    expect(
      fileProblems(
        [{ name: "clip.mp4", size: ADMIN_VIDEO_MAX_BYTES, type: "video/mp4" }, jpeg("still.jpg")],
        "video",
        3,
      ),
    ).toEqual([null, MEDIA_TEXTS.invalidVideo]);
  });

  it("refuses files past the count, where refused files take no place", () => {
    const bad = { name: "x.gif", size: 1, type: "image/gif" };
    expect(fileProblems([bad, jpeg("1.jpg"), jpeg("2.jpg"), jpeg("3.jpg")], "image", 2)).toEqual([
      MEDIA_TEXTS.invalidImage,
      null,
      null,
      COMFORT_TEXTS.tooMany(2),
    ]);
    expect(fileProblems([jpeg("1.jpg"), jpeg("2.jpg")], "image", 1)).toEqual([null, COMFORT_TEXTS.oneFileOnly]);
  });

  it("adds sizes", () => {
    expect(totalBytes([jpeg("a", 3), jpeg("b", 4)])).toBe(7);
    expect(totalBytes([])).toBe(0);
  });
});
