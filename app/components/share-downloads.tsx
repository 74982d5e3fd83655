// A shared project's download form (decision 069): the images to take (each with its picture, or all of the
// project) and the size, when the link gives more than one. A plain post: the answer is the file (a JPEG, or a zip
// of several), so the page stays; a refusal comes back to the page with a message. With scripts: nothing chosen is
// said at once, and the buttons wait, saying so, until the file begins.
import { useParams } from "@remix-run/react";
import { type FormEvent, useState } from "react";

import { type DownloadState, useDownloadReady } from "~/hooks/use-download-ready";
import type { ImageData } from "~/utils/media";
import { downloadChoices, type DownloadOptions, ORIGINAL_SIZE } from "~/utils/share-downloads";
import { downloadTexts } from "~/utils/texts/share-link/download";
import { recipientTexts } from "~/utils/texts/share-link/feedback";

import { ResponsiveImage } from "./responsive-image";
import { FeedbackSection } from "./share-feedback";
import * as styles from "./share-feedback.css";

interface Props {
  lang: string;
  offer: DownloadOptions;
  project: number;
  header: ImageData | null;
  images: ImageData[];
  studio: string;
}

export function ShareDownloads({ lang, offer, project, header, images, studio }: Props) {
  const texts = downloadTexts(lang);
  const base = `/s/${useParams().token ?? ""}`;
  const { state, start } = useDownloadReady();
  const [error, setError] = useState<string | null>(null);
  const choices = downloadChoices(header, images).map(({ image, n }) => ({
    image,
    label: n === null ? texts.cover : recipientTexts(lang).imageN(n),
  }));
  if (choices.length === 0) return null;
  const sizes = [
    ...(offer.edge === null ? [] : [{ value: String(offer.edge), label: texts.atEdge(offer.edge) }]),
    ...(offer.original ? [{ value: ORIGINAL_SIZE, label: texts.originalSize }] : []),
  ];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const all = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("name") === "all";
    if (state === "pending") return event.preventDefault();
    if (!all && !new FormData(form).has("image")) {
      event.preventDefault();
      return setError(texts.noneChosen);
    }
    setError(null);
    (form.elements.namedItem("ready") as HTMLInputElement).value = start(base);
  };

  return (
    <FeedbackSection id="download-title" title={texts.title}>
      <form method="post" action={`${base}/download`} onSubmit={submit} className={styles.form} noValidate>
        <input type="hidden" name="project" value={project} />
        {/* No value for React to keep: the submit handler writes the marker just before the post is made. */}
        <input type="hidden" name="ready" />
        {sizes.length > 1 ? (
          <fieldset className={styles.form}>
            <legend className={styles.label}>{texts.sizeLegend}</legend>
            {sizes.map((s, i) => (
              <label key={s.value} className={styles.label}>
                <input type="radio" name="size" value={s.value} defaultChecked={i === 0} /> {s.label}
              </label>
            ))}
          </fieldset>
        ) : (
          <p className={styles.hint}>
            <input type="hidden" name="size" value={sizes[0].value} />
            {sizes[0].label}
          </p>
        )}
        {offer.watermark ? <p className={styles.hint}>{texts.watermarked(studio)}</p> : null}
        <fieldset className={styles.form} aria-describedby={error ? "download-error" : undefined}>
          <legend className={styles.label}>{texts.imagesLegend}</legend>
          <ul className={styles.images}>
            {choices.map((c) => (
              <li key={c.image.id}>
                <label className={styles.label}>
                  <ResponsiveImage
                    image={c.image}
                    alt=""
                    sizes="(max-width: 1023px) 50vw, 12rem"
                    className={styles.thumb}
                  />
                  <input type="checkbox" name="image" value={c.image.id} /> {c.label}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {error ? (
          <p id="download-error" role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <DownloadButtons texts={texts} state={state} />
      </form>
    </FeedbackSection>
  );
}

function DownloadButtons({ texts, state }: { texts: ReturnType<typeof downloadTexts>; state: DownloadState }) {
  const busy = state === "pending";
  return (
    <>
      <p className={styles.inline}>
        <button type="submit" className={styles.button} aria-disabled={busy || undefined}>
          {texts.downloadChosen}
        </button>{" "}
        <button type="submit" name="all" value="1" className={styles.button} aria-disabled={busy || undefined}>
          {texts.downloadAll}
        </button>
      </p>
      <p role="status" className={styles.hint}>
        {busy ? texts.preparing : state === "started" ? texts.ready : ""}
      </p>
    </>
  );
}
