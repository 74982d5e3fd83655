import { useEffect, useId, useRef, useState } from "react";

import { useFileStates } from "~/hooks/use-file-progress";
import { useHydrated } from "~/hooks/use-hydrated";
import type { AdminFailure } from "~/utils/admin-action";
import { PROJECT_MAX_FILES } from "~/utils/constants";
import { IMAGE_FORMATS, VIDEO_FORMATS } from "~/utils/file-types";
import { COMFORT_TEXTS } from "~/utils/texts/admin/media";
import {
  FILE_MAX_BYTES,
  fileProblems,
  formatBytes,
  ONE_BY_ONE_MAX_FILES,
  totalBytes,
  type UploadKind,
} from "~/utils/upload-limits";

import * as styles from "./admin-form.css";
import { type Chosen, ChosenFile } from "./chosen-file";
import * as zone from "./drop-zone.css";
import { NewImageAlt } from "./translated-field";

interface Props {
  /**
   * The file input's name; alt texts are posted as `${name}Alt`, one per chosen file, each with its other
   * languages' beside it (`translation-<lang>-${name}Alt`, decision 043).
   */
  name: string;
  label: string;
  accept: string;
  multiple?: boolean;
  /**
   * With JavaScript, take several files and send each as its own save (the upload hook does, for a
   * form whose handler takes one file); without it, the plain input takes one.
   */
  oneByOne?: boolean;
  /** What the field takes; its files are checked against that kind's types and size. */
  kind?: UploadKind;
  /** Offer an alt text field: one for a single image, one per chosen image (with JavaScript) for several. */
  withAlt?: boolean;
  error?: string;
  defaultAlt?: string;
  /** A refused post: the single alt text's other languages come back as typed. */
  failure?: AdminFailure | null;
  /** Told the files that will be sent, whenever the selection changes. */
  onChosen?: (files: File[]) => void;
}

/** PNG, JPEG, WebP or AVIF by its first bytes: only those get a preview (the server checks every byte). */
async function looksLikeImage(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b);
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  // WebP and AVIF preview in every current browser; a HEIC does not (it is listed without one).
  const text = String.fromCharCode(...head);
  const webp = text.startsWith("RIFF") && text.slice(8) === "WEBP";
  const avif = text.slice(4) === "ftypavif";
  return png || jpeg || webp || avif;
}

/**
 * A file field as a drop zone. Files dropped or chosen (several where the field takes several) are
 * listed before anything is sent: preview, name, size, and why a file will not be sent (its type, its
 * size, the count); such a file stays out of the input, so the others still go. Without JavaScript it
 * is the plain file input.
 */
export function ImagePicker({
  name,
  label,
  accept,
  multiple: several = false,
  oneByOne = false,
  kind = "image",
  withAlt = true,
  error,
  defaultAlt = "",
  failure = null,
  onChosen,
}: Props) {
  const id = useId();
  const hydrated = useHydrated();
  const multiple = several || (oneByOne && hydrated);
  const states = useFileStates();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [dragging, setDragging] = useState(false);
  const nextKey = useRef(0);
  const touched = useRef(false);
  const urls = useRef(new Set<string>());
  const problems = fileProblems(
    chosen.map((c) => c.file),
    kind,
    oneByOne ? ONE_BY_ONE_MAX_FILES : multiple ? PROJECT_MAX_FILES : 1,
  );
  // A file a one-by-one save already saved stays listed as saved, and is not sent again.
  const going = chosen.filter(
    (c, i) => problems[i] === null && !(states.get(c.file) && "saved" in states.get(c.file)!),
  );
  const onChosenRef = useRef(onChosen);
  onChosenRef.current = onChosen;

  // The input holds exactly the files that go, so the form (with or without the upload hook) sends them.
  // After every render (`going` is new each time): only a list that changed is set.
  const sentLast = useRef<File[]>([]);
  useEffect(() => {
    if (!touched.current || !input.current) return;
    const files = going.map((c) => c.file);
    if (files.length === sentLast.current.length && files.every((f, i) => f === sentLast.current[i])) return;
    sentLast.current = files;
    const transfer = new DataTransfer();
    for (const c of going) transfer.items.add(c.file);
    input.current.files = transfer.files;
    onChosenRef.current?.(files);
  });
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const release = (c: Chosen) => {
    if (!c.url) return;
    URL.revokeObjectURL(c.url);
    urls.current.delete(c.url);
  };
  const readDuration = (c: Chosen) => {
    const url = URL.createObjectURL(c.file);
    const video = document.createElement("video");
    video.preload = "metadata";
    video.onloadedmetadata = () => {
      const duration = video.duration;
      URL.revokeObjectURL(url);
      setChosen((list) => list.map((x) => (x.key === c.key ? { ...x, duration } : x)));
    };
    video.onerror = () => URL.revokeObjectURL(url);
    video.src = url;
  };
  const add = async (files: File[]) => {
    touched.current = true;
    const fresh = await Promise.all(
      files.map(async (file): Promise<Chosen> => {
        const url = kind === "image" && (await looksLikeImage(file)) ? URL.createObjectURL(file) : null;
        if (url) urls.current.add(url);
        return { key: nextKey.current++, file, url };
      }),
    );
    // Several: what is dropped or chosen joins the selection. One: it replaces it.
    setChosen((list) => {
      if (!multiple) list.forEach(release);
      return multiple ? [...list, ...fresh] : fresh;
    });
    if (kind === "video") fresh.forEach(readDuration);
  };
  const remove = (key: number) =>
    setChosen((list) => {
      list.filter((c) => c.key === key).forEach(release);
      return list.filter((c) => c.key !== key);
    });

  let altIndex = 0;
  // One file of a one-by-one field keeps the single field's label, as without JavaScript.
  const altLabel = () => (oneByOne && going.length === 1 ? "Alt text" : `Alt text ${++altIndex}`);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div
        className={zone.zone}
        data-dragging={dragging}
        data-drop-zone={name}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          void add([...event.dataTransfer.files]);
        }}
      >
        <input
          ref={input}
          id={id}
          name={name}
          type="file"
          accept={accept}
          multiple={multiple}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-limits${error ? ` ${id}-error` : ""}`}
          onChange={(event) => void add([...(event.target.files ?? [])])}
        />
        <p id={`${id}-limits`} className={styles.hint}>
          {hydrated ? `${COMFORT_TEXTS.dropHint(multiple)}. ` : ""}
          {kind === "image" ? IMAGE_FORMATS : `${VIDEO_FORMATS} (H.264 or HEVC)`}, up to{" "}
          {formatBytes(FILE_MAX_BYTES[kind])}
          {multiple ? ` each, ${oneByOne ? ONE_BY_ONE_MAX_FILES : PROJECT_MAX_FILES} files at once` : ""}.
        </p>
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {error && going.length > 0 ? <p className={styles.hint}>{COMFORT_TEXTS.selectionKept}</p> : null}
      {chosen.length > 0 ? (
        <>
          <p className={styles.hint} role="status">
            {COMFORT_TEXTS.chosenCount(going.length, formatBytes(totalBytes(going.map((c) => c.file))))}
          </p>
          <ul className={zone.files} aria-label={`${label}: chosen files`}>
            {chosen.map((c, index) => (
              <ChosenFile
                key={c.key}
                chosen={c}
                problem={problems[index]!}
                state={states.get(c.file)}
                altLabel={withAlt && multiple && going.includes(c) ? altLabel() : null}
                altName={`${name}Alt`}
                altId={`${id}-${c.key}`}
                onRemove={() => remove(c.key)}
              />
            ))}
          </ul>
        </>
      ) : null}
      {withAlt && !multiple ? (
        <NewImageAlt label="Alt text" name={`${name}Alt`} idPrefix={id} defaultText={defaultAlt} failure={failure} />
      ) : null}
    </div>
  );
}
