import { startTransition, useEffect, useState } from "react";

/**
 * Whether a media query matches. False on the server and the first render, so hydration matches. The render that
 * follows a change (on a phone, right after hydration) is a transition: React renders it in slices, not in one task
 * (decision 044).
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}

/** Whether the visitor asked for less motion. */
export const useReducedMotion = () => useMediaQuery("(prefers-reduced-motion: reduce)");
