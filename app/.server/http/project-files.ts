// A project's media served through a link rather than /uploads/, where a hidden project's files answer
// 404: a share link's (/s/<token>/uploads/…) and a draft preview's (…/media/…?preview=<token>).
import fs from "node:fs";
import { Readable } from "node:stream";

import type { ProjectFile } from "~/.server/content/projects/files";
import type { ImageData, VideoData } from "~/utils/media";

/** Where the link serves an upload, from its path under the uploads root (`images/…`). */
export type UploadRoute = (uploadPath: string) => string;

/** A src or srcset with each /uploads/ URL sent through `route`. */
const through = (route: UploadRoute, urls: string) =>
  urls.replace(/(^|, )\/uploads\/([^\s,]+)/g, (_, lead: string, uploadPath: string) => lead + route(uploadPath));

export const imageThrough = (route: UploadRoute, image: ImageData): ImageData => ({
  ...image,
  src: through(route, image.src),
  webp: through(route, image.webp),
  avif: image.avif ? through(route, image.avif) : null,
  dzi: image.dzi ? through(route, image.dzi) : null,
});

/** A project's header, images and video, each through `route`. */
export const mediaThrough = <T extends { header: ImageData | null; images: ImageData[]; video: VideoData | null }>(
  route: UploadRoute,
  project: T,
): T => ({
  ...project,
  header: project.header ? imageThrough(route, project.header) : null,
  images: project.images.map((image) => imageThrough(route, image)),
  video: project.video
    ? {
        ...project.video,
        src: through(route, project.video.src),
        poster: project.video.poster ? imageThrough(route, project.video.poster) : null,
      }
    : null,
});

/** The file's answer, streamed, with the link's headers; the link's 404 when it is not there. */
export async function projectFileResponse(found: ProjectFile | null, headers: HeadersInit): Promise<Response> {
  const stat = found ? await fs.promises.stat(found.file).catch(() => null) : null;
  if (!found || !stat?.isFile()) return new Response(null, { status: 404, headers });
  const body = Readable.toWeb(fs.createReadStream(found.file)) as ReadableStream;
  return new Response(body, {
    headers: {
      ...Object.fromEntries(new Headers(headers)),
      "Content-Type": found.mime,
      "Content-Length": String(stat.size),
    },
  });
}

/** A draft's preview is personal: no browser, CDN or the page cache may keep it. */
export const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;

/** Where a draft's preview link serves its uploads: beside its page, with the link's token. */
export const throughPreviewLink =
  (link: string, token: string): UploadRoute =>
  (uploadPath) =>
    `/projects/detail/${link}/media/${uploadPath}?preview=${token}`;
