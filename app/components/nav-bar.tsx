import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

import { useLanguage } from "~/hooks/use-language";

import { DisclosureButton } from "./disclosure-button";
import { LanguageSwitch } from "./language-switch";
import * as styles from "./nav-bar.css";
import { activeLinks, isProjectPath, NAV_BUTTONS, type NavEntry } from "./nav-items";
import { SearchBox } from "./search-box";
import { StudioLogo } from "./studio-logo";

const MAIN_MENU_ID = "main-menu";
const OVERLAY_ID = "mobile-menu";

/** Whether the window is scrolled at all: the project sub-menu shows only at the very top. */
function useScrolled() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return scrolled;
}

function currentAttr(entry: NavEntry, pathname: string, active: Set<string>) {
  if (!active.has(entry.link)) return undefined;
  return entry.link === pathname ? ("page" as const) : ("true" as const);
}

/** PROJECT's sub-entries (All, Architecture, Interior, Object), in the bar or the overlay. */
function SubEntries(props: {
  entries: readonly NavEntry[];
  active: Set<string>;
  listClass: string;
  linkClass: string;
  open?: boolean;
  label?: string;
}) {
  const { path, texts, to } = useLanguage();
  return (
    <ul className={props.listClass} data-open={props.open} aria-label={props.label}>
      {props.entries.map((sub) => (
        <li key={sub.link}>
          <Link to={to(sub.link)} className={props.linkClass} aria-current={currentAttr(sub, path, props.active)}>
            {texts.nav[sub.title]}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function NavBar() {
  // Paths without their language prefix: the menu marks the same entries in every language.
  const { path: pathname, texts, to } = useLanguage();
  // Rendered open on the server, so every link is there for visitors without JavaScript.
  const [menuOpen, setMenuOpen] = useState(true);
  const [submenuOpen, setSubmenuOpen] = useState(true);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const scrolled = useScrolled();
  const overlay = useRef<HTMLDialogElement>(null);
  const overlayButton = useRef<HTMLButtonElement>(null);

  // Every new page starts with the menu open and the overlay closed (docs/product.md#navigation-bar).
  useEffect(() => {
    setMenuOpen(true);
    setSubmenuOpen(true);
    setOverlayOpen(false);
  }, [pathname]);

  useEffect(() => {
    const dialog = overlay.current;
    if (!dialog) return;
    if (overlayOpen && !dialog.open) dialog.showModal();
    if (!overlayOpen && dialog.open) dialog.close();
  }, [overlayOpen]);

  // Closing the menu clears the active marks (docs/product.md#navigation-bar).
  const active = menuOpen ? activeLinks(pathname) : new Set<string>();
  const showSubmenu = menuOpen && submenuOpen && isProjectPath(pathname) && !scrolled;

  const closeOverlay = () => {
    setOverlayOpen(false);
    overlayButton.current?.focus();
  };

  return (
    <>
      <header className={styles.bar}>
        {/* The name starts with the logo's visible words, so speech input can say what it sees (WCAG 2.5.3). */}
        <Link to={to("/")} className={styles.logo} aria-label={texts.nav.logo}>
          <StudioLogo />
        </Link>
        <LanguageSwitch />
        <nav aria-label={texts.nav.main} className={styles.desktopNav}>
          <ul id={MAIN_MENU_ID} className={styles.menu} data-open={menuOpen}>
            {NAV_BUTTONS.map((entry) => (
              <li key={entry.link} className={styles.item}>
                <Link
                  to={to(entry.link)}
                  className={styles.link}
                  aria-current={currentAttr(entry, pathname, active)}
                  onClick={entry.sub ? () => setSubmenuOpen((open) => !open) : undefined}
                >
                  {texts.nav[entry.title]}
                </Link>
                {entry.sub ? (
                  <SubEntries
                    entries={entry.sub}
                    active={active}
                    listClass={styles.submenu}
                    linkClass={styles.subLink}
                    open={showSubmenu}
                    label={texts.nav.subMenu(texts.nav[entry.title])}
                  />
                ) : null}
              </li>
            ))}
            <li className={styles.item}>
              <SearchBox collapsible />
            </li>
          </ul>
          <DisclosureButton
            className={styles.menuToggle}
            open={menuOpen}
            controls={MAIN_MENU_ID}
            aria-label={texts.nav.menu}
            data-open={menuOpen}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className={styles.toggleLine} />
            <span className={styles.toggleLine} />
          </DisclosureButton>
        </nav>
        <DisclosureButton
          ref={overlayButton}
          className={styles.hamburger}
          open={overlayOpen}
          controls={OVERLAY_ID}
          aria-label={texts.nav.openMenu}
          onClick={() => setOverlayOpen(true)}
        >
          <span className={styles.hamburgerLine} />
          <span className={styles.hamburgerLine} />
          <span className={styles.hamburgerLine} />
        </DisclosureButton>
      </header>
      <dialog
        ref={overlay}
        id={OVERLAY_ID}
        className={styles.overlay}
        aria-label={texts.nav.menu}
        onCancel={(event) => {
          event.preventDefault();
          closeOverlay();
        }}
      >
        <button type="button" className={styles.close} aria-label={texts.nav.closeMenu} onClick={closeOverlay}>
          <span aria-hidden="true">×</span>
        </button>
        <nav aria-label={texts.nav.site}>
          <ul className={styles.overlayList}>
            {NAV_BUTTONS.map((entry) => (
              <li key={entry.link}>
                <Link
                  to={to(entry.link)}
                  className={styles.overlayLink}
                  aria-current={currentAttr(entry, pathname, active)}
                >
                  {texts.nav[entry.title]}
                </Link>
                {entry.sub ? (
                  <SubEntries
                    entries={entry.sub}
                    active={active}
                    listClass={styles.overlaySubList}
                    linkClass={styles.overlaySubLink}
                  />
                ) : null}
              </li>
            ))}
          </ul>
          <SearchBox collapsible={false} className={styles.overlaySearch} />
        </nav>
      </dialog>
    </>
  );
}
