// A share link's downloads (docs/decisions/069): the recipient posts a project of the link's selection, the
// images chosen (or all of it) and a size the link gives. One image answers as a JPEG, several as a zip streamed
// as each is made; each made from the kept master at the link's size, with the studio's name when the link says
// so, without metadata. The kept file itself goes out only at "original" on a link that allows originals and no
// watermark. A link without downloads, or a size it does not give, answers 404 like an address that is not there.
import fs from "node:fs";
import { Readable } from "node:stream";

import { LOGIN_WINDOW_MS } from "~/.server/auth/limits";
import { isSecureRequest } from "~/.server/auth/session";
import {
  type DownloadableProject,
  downloadableProject,
  linkDownloadOptions,
  recordDownload,
} from "~/.server/content/sharing/downloads";
import { downloadImage, imageSource } from "~/.server/images/download-image";
import { createRateLimit } from "~/.server/runtime/rate-limit";
import { masterPath } from "~/.server/storage/folders";
import { SITE_TITLE } from "~/utils/page-meta";
import {
  allowsDownloads,
  DOWNLOAD_READY_COOKIE,
  type DownloadOptions,
  downloadStem,
  ORIGINAL_SIZE,
  READY_MARKER,
  SHARE_DOWNLOADS_PER_LINK,
} from "~/utils/share-downloads";
import { downloadTexts } from "~/utils/texts/share-link/download";
import { recipientTexts } from "~/utils/texts/share-link/feedback";
import { toast } from "~/utils/toast";

import { openLink, SHARE_HEADERS, SHARE_PATH_PREFIX } from "./share";
import { redirectWithToast } from "./toast";
import { zipStream } from "./zip-stream";

const perLink = createRateLimit({ max: SHARE_DOWNLOADS_PER_LINK, windowMs: LOGIN_WINDOW_MS });

/**
 * The live link a token opens (its recipient verified, when it asks for that) and what it lets download; else the
 * dead link's answer, the way to its code page, or 404 without downloads.
 */
export async function linkWithDownloads(token: string, clientIp: string, request: Request) {
  const link = await openLink(token, clientIp, request);
  const options = await linkDownloadOptions(link.id);
  if (!allowsDownloads(options)) throw new Response(null, { status: 404, headers: SHARE_HEADERS });
  return { link, options };
}

/**
 * One file of a download: its name in the zip (or the answer's), its type, and its bytes when its turn comes: a
 * kept file streamed, or an image made whole (a few MB; a zip holds one at a time, never itself).
 */
interface Made {
  name: string;
  type: string;
  open: () => Promise<Buffer | Readable>;
}

function made(
  project: DownloadableProject,
  { asset, n }: DownloadableProject["images"][number],
  edge: number | null,
  options: DownloadOptions,
): Made {
  const stem = downloadStem(project.link, n);
  const master = masterPath(asset.path, asset.mime);
  // The kept file as it is: full size, already without metadata (it was stripped when stored).
  if (edge === null && !options.watermark && fs.existsSync(master)) {
    const png = asset.mime === "image/png";
    return { name: `${stem}.${png ? "png" : "jpg"}`, type: asset.mime, open: async () => fs.createReadStream(master) };
  }
  const watermark = options.watermark ? SITE_TITLE : null;
  return {
    name: `${stem}.jpg`,
    type: "image/jpeg",
    open: async () => (await downloadImage(imageSource(asset), { edge, watermark })).toBuffer(),
  };
}

export async function shareDownloadAction(request: Request, token: string, clientIp: string): Promise<Response> {
  const { link, options } = await linkWithDownloads(token, clientIp, request);
  const form = await request.formData();
  const size = String(form.get("size") ?? "");
  const edge = size === ORIGINAL_SIZE ? null : Number(size);
  if (size === ORIGINAL_SIZE ? !options.original : edge !== options.edge)
    throw new Response(null, { status: 404, headers: SHARE_HEADERS });

  const texts = downloadTexts(link.lang);
  const projectId = Number(form.get("project"));
  const project = Number.isSafeInteger(projectId) ? await downloadableProject(link.selectionId, projectId) : null;
  const page = `${SHARE_PATH_PREFIX}${token}${project ? `/p/${project.link}` : ""}`;
  const back = (message: string) =>
    redirectWithToast(request, page, toast("error", message), { headers: SHARE_HEADERS });
  // Counted before any image is made: each download costs the server's cores.
  if (!perLink.hit(String(link.id))) return back(recipientTexts(link.lang).tooMany);
  if (!project) return back(texts.gone);
  const wanted = form.get("all") ? project.images.map((c) => c.asset.id) : form.getAll("image").map(Number);
  const chosen = [...new Set(wanted)].map((id) => project.images.find((c) => c.asset.id === id));
  if (chosen.length === 0) return back(texts.noneChosen);
  if (chosen.some((a) => a === undefined)) return back(texts.gone);

  await recordDownload(link.id, { projectId: project.id, images: chosen.length, size });
  const files = (chosen as DownloadableProject["images"]).map((choice) => made(project, choice, edge, options));
  const headers = new Headers(SHARE_HEADERS);
  const marker = String(form.get("ready") ?? "");
  if (READY_MARKER.test(marker))
    headers.append(
      "Set-Cookie",
      `${DOWNLOAD_READY_COOKIE}=${marker}; Path=${SHARE_PATH_PREFIX}${token}; Max-Age=60; SameSite=Strict${isSecureRequest(request) ? "; Secure" : ""}`,
    );
  const one = files.length === 1 ? files[0] : null;
  headers.set("Content-Type", one ? one.type : "application/zip");
  headers.set("Content-Disposition", `attachment; filename="${one ? one.name : `${project.link}.zip`}"`);
  if (one) {
    const body = await one.open();
    if (!Buffer.isBuffer(body)) return new Response(Readable.toWeb(body) as ReadableStream, { headers });
    headers.set("Content-Length", String(body.length));
    return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), { headers });
  }
  const entries = files.map((f) => ({
    name: f.name,
    open: async () => {
      const body = await f.open();
      return Buffer.isBuffer(body) ? [body] : body;
    },
  }));
  return new Response(Readable.toWeb(zipStream(entries)) as ReadableStream, { headers });
}
