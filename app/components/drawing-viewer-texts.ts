// The zoom viewer's own words, in each language: they load with the viewer, not with every page (decision 065).
const en = {
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  zoomLevel: "Zoom",
  closeDrawing: "Close drawing",
  zoomHelp: "Zoom with the mouse wheel, the + and − keys or a pinch; move with the arrow keys or by dragging.",
  drawingLoading: "Loading the drawing…",
};

const pt: typeof en = {
  zoomIn: "Aproximar",
  zoomOut: "Afastar",
  zoomLevel: "Ampliação",
  closeDrawing: "Fechar o desenho",
  zoomHelp: "Amplie com a roda do rato, as teclas + e − ou com dois dedos; mova com as setas ou arrastando.",
  drawingLoading: "A carregar o desenho…",
};

export const VIEWER_TEXTS: Record<string, typeof en> = { en, pt };

/** The viewer's words in `lang`; a language without them reads English, as the site's texts do. */
export const viewerTexts = (lang: string) => VIEWER_TEXTS[lang] ?? en;
