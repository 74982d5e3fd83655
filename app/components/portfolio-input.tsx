import { type ChangeEvent, useEffect, useRef, useState } from "react";

import { useLanguage } from "~/hooks/use-language";
import { FILE_NAME_DISPLAY_CHARS } from "~/utils/constants";
import { shortName } from "~/utils/file-name";
import { PORTFOLIO_ACCEPT } from "~/utils/file-types";

import { FieldError } from "./field-error";
import * as styles from "./submission-form.css";

interface PortfolioInputProps {
  id: string;
  name: string;
  error?: string;
  /** Upload progress from 0 to 1 while the form is being sent, else null. */
  progress: number | null;
  /** Changes when the form has been sent and cleared, to forget the chosen file. */
  resetKey: number;
  onPick?: () => void;
}

/** The portfolio file input: the chosen file shows as a link to itself, and the upload's progress below. */
export function PortfolioInput({ id, name, error, progress, resetKey, onPick }: PortfolioInputProps) {
  const { texts } = useLanguage();
  const [chosen, setChosen] = useState<{ name: string; url: string } | null>(null);
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => setChosen(null), [resetKey]);
  // A file chosen before the page hydrated (the input worked; nothing listened yet) is shown too.
  useEffect(() => {
    const file = input.current?.files?.[0];
    if (file) setChosen({ name: file.name, url: URL.createObjectURL(file) });
  }, []);
  // A link's object URL lives until another file replaces it or the form is cleared.
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.url);
    },
    [chosen],
  );

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setChosen(file ? { name: file.name, url: URL.createObjectURL(file) } : null);
    onPick?.();
  }

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {texts.career.portfolio}
      </label>
      <div className={styles.fileRow}>
        <input
          ref={input}
          id={id}
          name={name}
          type="file"
          accept={PORTFOLIO_ACCEPT}
          className={styles.fileInput}
          onChange={pick}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {chosen ? (
          <a
            href={chosen.url}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.fileLink}
            title={chosen.name}
          >
            {shortName(chosen.name, FILE_NAME_DISPLAY_CHARS)}
          </a>
        ) : null}
      </div>
      {progress !== null ? (
        <>
          <progress className={styles.progress} value={progress} max={1} aria-label={texts.career.uploadProgress} />
          <p className={styles.hint} aria-live="polite">
            {texts.career.uploading(Math.round(progress * 100))}
          </p>
        </>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
