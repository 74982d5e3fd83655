import { expect, it } from "vitest";

import { commitCookieSession, getCookieSession } from "~/.server/auth/session";
import { toast } from "~/utils/toast";

import { flashToast, takeToast } from "./toast";

const URL_ = "http://localhost/admin/home";
const cookieOf = (setCookie: string) => setCookie.slice(0, setCookie.indexOf(";"));

it("a flashed toast is read once on the next page", async () => {
  const sent = toast("success", "Saved.", { link: { href: "/admin/trash", label: "Trash" } });
  const cookie = cookieOf(await flashToast(new Request(URL_), sent));
  const { toast: read } = await takeToast(new Request(URL_, { headers: { Cookie: cookie } }));
  expect(read).toEqual(sent);
});

it("a flashed value that is not a toast is dropped, not shown", async () => {
  const request = new Request(URL_);
  for (const raw of [
    "not json",
    JSON.stringify({ id: "1", type: "warning", message: "?" }),
    JSON.stringify({ message: 3 }),
  ]) {
    const session = await getCookieSession(request);
    session.flash("toast", raw);
    const cookie = cookieOf(await commitCookieSession(request, session));
    expect((await takeToast(new Request(URL_, { headers: { Cookie: cookie } }))).toast).toBeNull();
  }
});
