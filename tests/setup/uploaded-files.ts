// Uploads for model tests, as the form parser leaves them: files in the uploads' temporary folder, from
// where the app's writes take them. Pictures are drawn in code, each call in its own colour (its own bytes).
import fs from "node:fs";
import path from "node:path";

import sharp from "sharp";

import type { ProjectMedia } from "~/.server/content/projects/save-media";
import { env } from "~/.server/env";
import type { UploadedFile } from "~/.server/storage/upload";

import { clip } from "../corpus/media-fixtures";

let made = 0;

/** The next file name in the temporary folder, and the name the browser would have sent. */
function upload(extension: string) {
  made += 1;
  return {
    file: path.join(env().uploadsDir, ".tmp", `upload-${made}.${extension}`),
    name: `upload ${made}.${extension}`,
  };
}

const uploaded = (file: string, name: string): UploadedFile => ({ path: file, name, size: fs.statSync(file).size });

/** A picture of one colour (by default a new one each call, so no two are the same file). */
export async function uploadedPicture({
  width = 64,
  height = 48,
  format = "jpeg",
  hue = (made * 37) % 256,
}: { width?: number; height?: number; format?: "jpeg" | "png"; hue?: number } = {}): Promise<UploadedFile> {
  const { file, name } = upload(format === "jpeg" ? "jpg" : "png");
  await sharp({ create: { width, height, channels: 3, background: { r: hue, g: 255 - hue, b: 90 } } })
    .toFormat(format)
    .toFile(file);
  return uploaded(file, name);
}

/** A real clip of a fifth of a second (videos are decoded on upload), made by ffmpeg. */
export async function uploadedVideo(): Promise<UploadedFile> {
  const { file, name } = upload("mp4");
  fs.writeFileSync(file, await clip({ codec: "h264", container: "mp4", width: 160, height: 90, seconds: 0.2 }));
  return uploaded(file, name);
}

/** A new project's media as its form sends it: a header and `details` detail images, none with alt text, no video. */
export async function newProjectMedia(
  details = 1,
  picture: Parameters<typeof uploadedPicture>[0] = {},
): Promise<ProjectMedia & { header: NonNullable<ProjectMedia["header"]> }> {
  const image = async () => ({ file: await uploadedPicture(picture), alt: "" });
  const header = await image();
  const images = [];
  for (let i = 0; i < details; i++) images.push(await image());
  return { header, images, videos: [] };
}
