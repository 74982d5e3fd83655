import { useLanguage } from "~/hooks/use-language";
import { LOGO_SLOT_PX } from "~/utils/constants";
import type { ImageData } from "~/utils/media";

import * as styles from "./logo-strip.css";
import { ResponsiveImage } from "./responsive-image";

/** Partners' logos drifting past in 250 px slots; a second copy makes the 15 s loop seamless. */
export function LogoStrip({ logos }: { logos: ImageData[] }) {
  const { texts } = useLanguage();
  if (logos.length === 0) return null;
  const copy = (hidden: boolean) =>
    logos.map((logo) => (
      <li key={`${hidden}-${logo.id}`} className={styles.slot} aria-hidden={hidden || undefined}>
        <ResponsiveImage
          image={logo}
          sizes={`${LOGO_SLOT_PX}px`}
          className={styles.logo}
          alt={hidden ? "" : undefined}
        />
      </li>
    ));
  return (
    <div className={styles.strip}>
      <ul className={styles.track} aria-label={texts.home.logos}>
        {copy(false)}
        {copy(true)}
      </ul>
    </div>
  );
}
