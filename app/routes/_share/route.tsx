// A share link's pages (`/s/<token>`, its projects, its code page), framed as the visitor's site is: a layout
// without a path of its own, so a post to `/s/<token>` still reaches the selection page's action.
import { Outlet } from "@remix-run/react";

import { VisitorChrome } from "~/components/visitor-chrome";

export default function ShareLayout() {
  return (
    <VisitorChrome>
      <Outlet />
    </VisitorChrome>
  );
}
