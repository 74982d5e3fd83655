// The one upload with a progress bar: a multipart form sent by XMLHttpRequest (fetch reports no
// upload progress) to a route that answers JSON. Without JavaScript the same form posts plainly.

export type UploadAnswer =
  | { kind: "json"; status: number; body: unknown }
  /** Not JSON: a proxy's error page, or a redirect (such as to the login page) the request followed. */
  | { kind: "not-json"; url: string }
  /** The connection failed before an answer came. */
  | { kind: "network" }
  /** The admin left the page and chose to stop the upload. */
  | { kind: "aborted" };

export function sendWithProgress(
  url: string,
  body: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    signal?.addEventListener("abort", () => request.abort());
    request.onabort = () => resolve({ kind: "aborted" });
    request.open("POST", url);
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    request.onerror = () => resolve({ kind: "network" });
    request.onload = () => {
      const notJson = { kind: "not-json", url: request.responseURL } as const;
      if (!(request.getResponseHeader("Content-Type") ?? "").includes("application/json")) return resolve(notJson);
      try {
        resolve({ kind: "json", status: request.status, body: JSON.parse(request.responseText) });
      } catch {
        resolve(notJson);
      }
    };
    onProgress(0);
    request.send(body);
  });
}

/** Bytes a multipart part adds around its content (boundary and headers), for the estimate below. */
const PART_OVERHEAD_BYTES = 160;

/**
 * Each file's progress from the whole body's: parts go out in the FormData's order, so a file is sent
 * while the body's bytes pass its place. An estimate (the framing is guessed), exact at 0 and at the end.
 */
export function fileShares(body: FormData): (fraction: number) => Map<File, number> {
  const places: { file: File; start: number }[] = [];
  let offset = 0;
  for (const [name, value] of body) {
    offset += PART_OVERHEAD_BYTES + name.length;
    if (typeof value === "string") offset += new TextEncoder().encode(value).length;
    else {
      places.push({ file: value, start: offset });
      offset += value.size;
    }
  }
  const total = offset;
  return (fraction) => {
    const sent = fraction >= 1 ? total : fraction * total;
    return new Map(
      places
        .filter((p) => p.file.size > 0)
        .map((p) => [p.file, Math.min(1, Math.max(0, (sent - p.start) / p.file.size))]),
    );
  };
}
