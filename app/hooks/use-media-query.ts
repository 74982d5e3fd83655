import { useEffect, useState } from "react";

/** Whether a media query matches. False on the server and the first render, so hydration matches. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}

/** Whether the visitor asked for less motion. */
export const useReducedMotion = () => useMediaQuery("(prefers-reduced-motion: reduce)");
