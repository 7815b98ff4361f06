import { useSyncExternalStore } from "react";

/** The narrowest window the till works in: a portrait tablet. */
export const POS_MIN_WIDTH = 768;

function subscribe(onChange: () => void): () => void {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

/** The window's inner width, re-rendering on resize. */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, () => window.innerWidth);
}
