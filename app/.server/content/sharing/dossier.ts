// The dossier: a selection as an A4 PDF, drawn on the server with pdfkit (no browser). A cover with the
// studio's name, the title and the note; then a spread per project: on the left its header image
// (cropped around its focal point), name and facts; on the right its three paragraphs and up to four
// detail images. Montserrat (the site's font) is embedded, subset to the letters used. Images are
// re-encoded as JPEG at DOSSIER_DPI for the size they are drawn at, one at a time, and the PDF streams
// out as it is drawn, so memory stays flat however many projects there are (npm run bench:dossier).
import { createRequire } from "node:module";

import PDFDocument from "pdfkit";
import sharp from "sharp";

import type { Asset } from "#db/tables";
import { imageSource } from "~/.server/images/download-image";
import { MAX_IMAGE_PIXELS } from "~/.server/storage/inspect";
import { SITE_TITLE } from "~/utils/page-meta";
import { projectFacts } from "~/utils/project-facts";
import { SHARE_TEXTS as TEXTS } from "~/utils/texts/admin/sharing";

import { isShareable, loadProjectWithMedia, type ProjectWithMedia } from "../projects/reads";
import { getSelection } from "./selections";

/** The dossier's images: JPEG at this resolution for the size they are printed at, and this quality (file small enough to mail). */
const DOSSIER_DPI = 220;
const DOSSIER_JPEG_QUALITY = 76;
/** Detail images per project in the dossier. */
const DOSSIER_DETAIL_IMAGES = 4;

const require = createRequire(import.meta.url);
const font = (weight: number) => require.resolve(`@fontsource/montserrat/files/montserrat-latin-${weight}-normal.woff`);

// A4 in points, its margin, and the ink of the site (theme.css.ts).
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INNER = PAGE.width - 2 * MARGIN;
const INK = "#0a0a0a";
const MUTED = "#6b6b6b";
const RULE = "#d9d9d9";
const HEADER_HEIGHT = 470;
const GUTTER = 12;
const DETAIL_HEIGHT = 170;

/** The image cut to the frame's shape around its focal point, as a JPEG at DOSSIER_DPI (never enlarged). */
async function printImage(asset: Asset, widthPt: number, heightPt: number): Promise<Buffer> {
  const input = sharp(imageSource(asset), { limitInputPixels: MAX_IMAGE_PIXELS });
  const { width = 1, height = 1 } = await input.metadata();
  const shape = widthPt / heightPt;
  const cropWidth = Math.min(width, Math.round(height * shape));
  const cropHeight = Math.min(height, Math.round(width / shape));
  const clamp = (value: number, max: number) => Math.max(0, Math.min(max, Math.round(value)));
  const left = clamp(asset.focal_x * width - cropWidth / 2, width - cropWidth);
  const top = clamp(asset.focal_y * height - cropHeight / 2, height - cropHeight);
  const targetWidth = Math.min(cropWidth, Math.round((widthPt / 72) * DOSSIER_DPI));
  return input
    .extract({ left, top, width: cropWidth, height: cropHeight })
    .resize({ width: targetWidth, height: Math.round(targetWidth / shape), fit: "fill" })
    .jpeg({ quality: DOSSIER_JPEG_QUALITY })
    .toBuffer();
}

/** A PDF stream of the selection's dossier; null when there is no such selection. */
export async function dossier(selectionId: number): Promise<{ title: string; pdf: PDFKit.PDFDocument } | null> {
  const selection = await getSelection(selectionId);
  if (!selection) return null;
  const projects: ProjectWithMedia[] = [];
  for (const id of selection.projectIds) {
    const found = await loadProjectWithMedia({ id }, isShareable);
    if (found) projects.push(found);
  }
  // pageLayout is pdfkit's (since 0.18), not yet in its types.
  const options: PDFKit.PDFDocumentOptions & { pageLayout: "twoPageRight" } = {
    size: "A4",
    // The bottom margin is the page number's: pdfkit starts a new page for any text below it.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 16 },
    autoFirstPage: false,
    info: { Title: selection.title, Author: SITE_TITLE, Creator: SITE_TITLE },
    lang: "en",
    displayTitle: true,
    // Viewers open it as spreads: the cover alone on the right, then each project's two facing pages.
    pageLayout: "twoPageRight",
  };
  const pdf = new PDFDocument(options);
  pdf.registerFont("light", font(300));
  pdf.registerFont("regular", font(400));
  pdf.registerFont("bold", font(600));
  // Drawn after the first chunks are read, so the caller can stream it; errors end the stream.
  void draw(pdf, selection, projects).catch((error: unknown) => pdf.emit("error", error));
  return { title: selection.title, pdf };
}

async function draw(pdf: PDFKit.PDFDocument, selection: { title: string; note: string }, projects: ProjectWithMedia[]) {
  const total = 1 + projects.length * 2;
  let page = 0;
  const newPage = () => {
    pdf.addPage();
    page++;
    // The number first, on its own, so no text flow below can push it to a new page.
    pdf
      .font("regular")
      .fontSize(8)
      .fillColor(MUTED)
      .text(TEXTS.dossierPage(page, total), MARGIN, PAGE.height - MARGIN + 16, {
        width: INNER,
        align: "center",
        lineBreak: false,
      });
  };
  const label = (text: string, x: number, y: number, width = INNER) =>
    pdf
      .font("bold")
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(text.toUpperCase(), x, y, { width, characterSpacing: 1.5, lineBreak: false });
  /** The thin line across the text column above and below each of a project's facts. */
  const rule = (y: number) =>
    pdf
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + INNER, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();

  // The cover.
  newPage();
  label(SITE_TITLE, MARGIN, MARGIN + 16);
  pdf
    .font("light")
    .fontSize(34)
    .fillColor(INK)
    .text(selection.title.toUpperCase(), MARGIN, 300, { width: INNER, characterSpacing: 2, lineGap: 4 });
  if (selection.note)
    pdf
      .moveDown(1)
      .font("regular")
      .fontSize(11)
      .fillColor("#333333")
      .text(selection.note, { width: INNER * 0.8, lineGap: 5, height: 300, ellipsis: true });

  for (const { project, header, images } of projects) {
    // Left page: header image, name, facts.
    newPage();
    if (header)
      pdf.image(await printImage(header, PAGE.width, HEADER_HEIGHT), 0, 0, {
        width: PAGE.width,
        height: HEADER_HEIGHT,
      });
    let y = HEADER_HEIGHT + 36;
    pdf
      .font("light")
      .fontSize(22)
      .fillColor(INK)
      .text(project.name.toUpperCase(), MARGIN, y, { width: INNER, characterSpacing: 1.5, height: 60, ellipsis: true });
    y = Math.max(pdf.y, y + 30) + 18;
    for (const [name, value] of projectFacts(project)) {
      rule(y);
      label(name, MARGIN, y + 9, INNER * 0.35);
      pdf
        .font("regular")
        .fontSize(10)
        .fillColor(INK)
        .text(value, MARGIN + INNER * 0.35, y + 7, { width: INNER * 0.65, lineBreak: false, ellipsis: true });
      y += 28;
    }
    rule(y);

    // Right page: the three paragraphs, then up to four detail images in two columns.
    newPage();
    const details = images.slice(0, DOSSIER_DETAIL_IMAGES);
    const rows = Math.ceil(details.length / 2);
    const gridHeight = rows * DETAIL_HEIGHT + Math.max(0, rows - 1) * GUTTER;
    const gridTop = PAGE.height - MARGIN - gridHeight;
    const textHeight = gridTop - 24 - (MARGIN + 16);
    pdf.font("regular").fontSize(9.5).fillColor("#333333");
    pdf.text(
      [project.description_part_1, project.description_part_2, project.description_part_3].join("\n\n"),
      MARGIN,
      MARGIN + 16,
      {
        width: INNER,
        lineGap: 3.5,
        height: textHeight,
        ellipsis: true,
      },
    );
    const cellWidth = (INNER - GUTTER) / 2;
    for (const [i, asset] of details.entries()) {
      const x = MARGIN + (i % 2) * (cellWidth + GUTTER);
      const top = gridTop + Math.floor(i / 2) * (DETAIL_HEIGHT + GUTTER);
      pdf.image(await printImage(asset, cellWidth, DETAIL_HEIGHT), x, top, { width: cellWidth, height: DETAIL_HEIGHT });
    }
  }
  pdf.end();
}
