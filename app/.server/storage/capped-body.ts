// Reading a request body with a size cap that holds while it streams: a declared Content-Length
// over the cap is refused before a byte is read, and a body that grows past it (chunked, or lying
// about its length) stops being read at the cap. Either way the caller answers 413 with
// Connection: close. The reader is released, not cancelled: cancelling destroys the socket, and
// the client would never see the 413.
export class BodyTooLargeError extends Error {}

export async function readBodyCapped(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("Content-Length") ?? NaN);
  if (declared > maxBytes) throw new BodyTooLargeError();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      reader.releaseLock();
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}
