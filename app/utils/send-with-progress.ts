// The one upload with a progress bar: a multipart form sent by XMLHttpRequest (fetch reports no
// upload progress) to a route that answers JSON. Without JavaScript the same form posts plainly.

export type UploadAnswer =
  | { kind: "json"; status: number; body: unknown }
  /** Not JSON: a proxy's error page, or a redirect (such as to the login page) the request followed. */
  | { kind: "not-json"; url: string }
  /** The connection failed before an answer came. */
  | { kind: "network" };

export function sendWithProgress(url: string, body: FormData, onProgress: (fraction: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
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
