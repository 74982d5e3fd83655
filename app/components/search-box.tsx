import { Form } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";

import { useLanguage } from "~/hooks/use-language";

import { DisclosureButton } from "./disclosure-button";
import * as styles from "./search-box.css";

interface Props {
  /** Starts as the word SEARCH that opens into a text box (the bar); otherwise always a text box (the overlay). */
  collapsible: boolean;
  className?: string;
}

/**
 * A GET form to /projects?q=…, so a search works without JavaScript and can be linked.
 * docs/product.md#navigation-bar: opens on SEARCH, runs on Enter, then hides and clears; closes when the path changes.
 */
export function SearchBox({ collapsible, className }: Props) {
  // The path without its language prefix; the search runs on the list in the page's language.
  const { path: pathname, texts, to } = useLanguage();
  const inputId = useId();
  const [open, setOpen] = useState(!collapsible);
  // A new key after each search gives an empty box.
  const [formKey, setFormKey] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const openedByUser = useRef(false);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (collapsible) setOpen(false);
  }, [pathname, collapsible]);

  // Focus moves into the box when it opens, and back to SEARCH when Escape closes it (once it is shown again).
  useEffect(() => {
    if (open && openedByUser.current) input.current?.focus();
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      button.current?.focus();
    }
  }, [open]);

  const close = () => {
    openedByUser.current = false;
    returnFocus.current = true;
    setOpen(false);
  };

  return (
    <Form
      key={formKey}
      method="get"
      action={to("/projects")}
      role="search"
      aria-label={texts.nav.searchForm}
      // A new search on the list itself keeps the page where it is.
      preventScrollReset={pathname === "/projects"}
      className={className ? `${styles.form} ${className}` : styles.form}
      onSubmit={() => {
        if (collapsible) {
          openedByUser.current = false;
          setOpen(false);
        }
        setFormKey((key) => key + 1);
      }}
    >
      {collapsible ? (
        <DisclosureButton
          ref={button}
          className={styles.toggle}
          data-open={open}
          open={open}
          controls={inputId}
          onClick={() => {
            openedByUser.current = true;
            setOpen(true);
          }}
        >
          {texts.nav.search}
        </DisclosureButton>
      ) : null}
      <input
        ref={input}
        id={inputId}
        name="q"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={texts.nav.searchPlaceholder}
        aria-label={texts.nav.searchLabel}
        className={collapsible ? `${styles.input} ${styles.collapsibleInput}` : styles.input}
        data-open={open}
        onKeyDown={(event) => {
          if (collapsible && event.key === "Escape") close();
        }}
      />
    </Form>
  );
}
