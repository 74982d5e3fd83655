// A public page with nothing for a script to do (no form, no control that needs one) says so in its handle and
// is sent without any script: its links, the menu and the language switch are plain HTML, as on any page
// without JavaScript. It loads no framework, so it is light and has nothing to block the main thread. A visitor
// who comes to it from a live page still gets it rendered live by that page, with live updates.

export interface ScriptlessHandle {
  scripts: false;
}

/** Whether a route's handle asks for its page to be sent without scripts. */
export const isScriptless = (handle: unknown) => (handle as Partial<ScriptlessHandle> | undefined)?.scripts === false;
