import { useEffect, useId, useState } from "react";
import { TEXT_MAX } from "~/utils/constants";
import * as styles from "./admin-form.css";

interface Props {
  /** The file input's name; alt texts are posted as `${name}Alt`, one per chosen file. */
  name: string;
  label: string;
  accept: string;
  multiple?: boolean;
  /** Offer an alt text field: one for a single image, one per chosen image (with JavaScript) for several. */
  withAlt?: boolean;
  error?: string;
  defaultAlt?: string;
}

/** PNG or JPEG by its first bytes, as the server will check; other files get no preview. */
async function looksLikeImage(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b);
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  return png || jpeg;
}

interface Chosen {
  url: string;
  name: string;
  isImage: boolean;
}

/** A file input that previews what was chosen before it is sent (object URLs, freed again). */
export function ImagePicker({ name, label, accept, multiple = false, withAlt = true, error, defaultAlt = "" }: Props) {
  const id = useId();
  const [chosen, setChosen] = useState<Chosen[]>([]);
  useEffect(() => () => chosen.forEach((c) => c.isImage && URL.revokeObjectURL(c.url)), [chosen]);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        multiple={multiple}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={async (event) => {
          const files = [...(event.target.files ?? [])];
          const previews = await Promise.all(
            files.map(async (file) => {
              const isImage = await looksLikeImage(file);
              return { url: isImage ? URL.createObjectURL(file) : "", name: file.name, isImage };
            }),
          );
          setChosen(previews);
        }}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {chosen.length > 0 ? (
        <ul className={styles.previews} aria-label={`${label}: chosen files`}>
          {chosen.map((file, index) => (
            <li key={`${index}-${file.name}`} className={styles.preview}>
              {/* Only real PNG or JPEG files are drawn; anything else is named, not loaded. */}
              {file.isImage ? <img src={file.url} alt={`Preview of ${file.name}`} /> : null}
              <span>{file.name}</span>
              {withAlt && multiple && file.isImage ? (
                <label className={styles.field}>
                  Alt text {index + 1}
                  <input name={`${name}Alt`} className={styles.input} maxLength={TEXT_MAX.alt} />
                </label>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {withAlt && !multiple ? (
        <label className={styles.field}>
          Alt text
          <input name={`${name}Alt`} className={styles.input} defaultValue={defaultAlt} maxLength={TEXT_MAX.alt} />
        </label>
      ) : null}
    </div>
  );
}
