import { Link, NavLink } from "@remix-run/react";
import * as styles from "./nav-bar.css";

export const NAV_BUTTONS = [
  { title: "HOME", link: "/" },
  {
    title: "PROJECT",
    link: "/projects",
    sub: [
      { title: "All", link: "/projects/all" },
      { title: "Architecture", link: "/projects/architecture" },
      { title: "Interior", link: "/projects/interior" },
      { title: "Object", link: "/projects/object" },
    ],
  },
  { title: "STUDIO", link: "/studio" },
  { title: "CAREER", link: "/career" },
  { title: "CONTACT", link: "/contact-us" },
] as const;

export function NavBar() {
  return (
    <header className={styles.bar}>
      <Link to="/" className={styles.logo} aria-label="Paper Plane Project Studio, home">
        PAPER PLANE
      </Link>
      <nav aria-label="Main">
        <ul className={styles.list}>
          {NAV_BUTTONS.map((button) => (
            <li key={button.title}>
              <NavLink to={button.link} end={button.link === "/"} className={styles.link}>
                {button.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
