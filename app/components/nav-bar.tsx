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

/** The classes of one of the two menus (the bar's, the overlay's) for each part of an entry. */
interface MenuLook {
  item?: string;
  link: string;
  subList: string;
  subLink: string;
}

/**
 * The menu's entries, the current ones marked, with PROJECT's sub-entries (All, Architecture, Interior,
 * Object) under it: in the bar, where PROJECT opens and closes them, or in the overlay.
 */
function MenuEntries(props: { look: MenuLook; active: Set<string>; submenu?: { open: boolean; toggle: () => void } }) {
  const { path, texts, to } = useLanguage();
  const { look, active, submenu } = props;
  return NAV_BUTTONS.map((entry) => (
    <li key={entry.link} className={look.item}>
      <Link
        to={to(entry.link)}
        className={look.link}
        aria-current={currentAttr(entry, path, active)}
        onClick={entry.sub ? submenu?.toggle : undefined}
      >
        {texts.nav[entry.title]}
      </Link>
      {entry.sub ? (
        <ul
          className={look.subList}
          data-open={submenu?.open}
          aria-label={submenu ? texts.nav.subMenu(texts.nav[entry.title]) : undefined}
        >
          {entry.sub.map((sub) => (
            <li key={sub.link}>
              <Link to={to(sub.link)} className={look.subLink} aria-current={currentAttr(sub, path, active)}>
                {texts.nav[sub.title]}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  ));
}

const BAR_LOOK: MenuLook = { item: styles.item, link: styles.link, subList: styles.submenu, subLink: styles.subLink };
const OVERLAY_LOOK: MenuLook = {
  link: styles.overlayLink,
  subList: styles.overlaySubList,
  subLink: styles.overlaySubLink,
};

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
            <MenuEntries
              look={BAR_LOOK}
              active={active}
              submenu={{ open: showSubmenu, toggle: () => setSubmenuOpen((open) => !open) }}
            />
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
            <MenuEntries look={OVERLAY_LOOK} active={active} />
          </ul>
          <SearchBox collapsible={false} className={styles.overlaySearch} />
        </nav>
      </dialog>
    </>
  );
}
