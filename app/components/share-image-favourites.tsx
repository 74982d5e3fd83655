// A shared project's images as small pictures, each with its favourite toggle (decision 064): the strip above
// stays the project page's own; here the recipient points at the pictures they like.
import type { ImageData } from "~/utils/media";
import { type FeedbackView, targetKey } from "~/utils/share-feedback";
import { recipientTexts } from "~/utils/texts/share-link/feedback";

import { ResponsiveImage } from "./responsive-image";
import { FavouriteToggle, FeedbackSection } from "./share-feedback";
import * as styles from "./share-feedback.css";

export function ShareImageFavourites({
  feedback,
  project,
  images,
}: {
  feedback: FeedbackView;
  project: number;
  images: ImageData[];
}) {
  if (images.length === 0) return null;
  const texts = recipientTexts(feedback.lang);
  return (
    <FeedbackSection id="images-title" title={texts.images}>
      <ol className={styles.images}>
        {images.map((image, i) => (
          <li key={image.id}>
            <ResponsiveImage image={image} sizes="(max-width: 1023px) 50vw, 12rem" className={styles.thumb} />
            <p className={styles.hint}>{texts.imageN(i + 1)}</p>
            <FavouriteToggle
              lang={feedback.lang}
              target={targetKey(project, image.id)}
              project={project}
              image={image.id}
              on={feedback.favourites.includes(targetKey(project, image.id))}
              label={texts.favouriteImage(i + 1)}
            />
          </li>
        ))}
      </ol>
    </FeedbackSection>
  );
}
