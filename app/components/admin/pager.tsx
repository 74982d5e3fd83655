import { Link } from "@remix-run/react";

/** The page a list's URL asks for (?page=N, from 0); anything else is the first page. */
export const pageOf = (url: string) =>
  Math.max(0, Number.parseInt(new URL(url).searchParams.get("page") ?? "0", 10) || 0);

/** Newer and older pages of a list, newest first; the first page is the list's own address. */
export function Pager({
  page,
  more,
  firstPage,
  className,
}: {
  page: number;
  more: boolean;
  firstPage: string;
  className?: string;
}) {
  return (
    <nav className={className} aria-label="Pages">
      {page > 0 ? <Link to={page === 1 ? firstPage : `?page=${page - 1}`}>← Newer</Link> : <span />}
      {more ? <Link to={`?page=${page + 1}`}>Older →</Link> : null}
    </nav>
  );
}
