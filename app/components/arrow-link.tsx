import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import * as styles from "./arrow-link.css";

type Props = { children: ReactNode; className?: string } & (
  { to: string; href?: never } | { href: string; to?: never }
);

/** The studio's small text link: uppercase words, an arrow and a thin underline ('STUDIO >'). */
export function ArrowLink({ children, className, to, href }: Props) {
  const classes = className ? `${styles.link} ${className}` : styles.link;
  const content = (
    <>
      {children}
      <span aria-hidden="true" className={styles.arrow}>
        &gt;
      </span>
    </>
  );
  if (to !== undefined) {
    return (
      <Link to={to} className={classes}>
        {content}
      </Link>
    );
  }
  return (
    <a href={href} className={classes} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  );
}
