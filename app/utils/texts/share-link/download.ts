// The recipient's words for a share link's downloads (decision 069), in the language the link was made in.

const en = {
  title: "Download",
  sizeLegend: "Size",
  atEdge: (edge: number) => `${edge} px on the long edge`,
  originalSize: "Original size",
  watermarked: (studio: string) => `Images carry the name ${studio}.`,
  imagesLegend: "Images",
  cover: "Main image",
  downloadChosen: "Download the chosen images",
  downloadAll: "Download all of this project",
  preparing: "Preparing your download…",
  ready: "Your download has started.",
  noneChosen: "Please choose at least one image.",
  gone: "That image is not part of this selection any more. The page is up to date.",
};

type DownloadTexts = typeof en;

const pt: DownloadTexts = {
  title: "Descarregar",
  sizeLegend: "Tamanho",
  atEdge: (edge) => `${edge} px no lado maior`,
  originalSize: "Tamanho original",
  watermarked: (studio) => `As imagens levam o nome ${studio}.`,
  imagesLegend: "Imagens",
  cover: "Imagem principal",
  downloadChosen: "Descarregar as imagens escolhidas",
  downloadAll: "Descarregar todo este projeto",
  preparing: "A preparar a sua transferência…",
  ready: "A sua transferência começou.",
  noneChosen: "Por favor, escolha pelo menos uma imagem.",
  gone: "Essa imagem já não faz parte desta seleção. A página está atualizada.",
};

const DOWNLOAD_TEXTS: Record<string, DownloadTexts> = { en, pt };

/** The recipient's words in the link's language (English for a language without them). */
export const downloadTexts = (lang: string): DownloadTexts => DOWNLOAD_TEXTS[lang] ?? en;
