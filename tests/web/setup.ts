import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
// the till keeps its offline catalogue and sales in IndexedDB, which jsdom lacks: an in-memory one for every test
import "fake-indexeddb/auto";
import { afterEach } from "vitest";

// findBy*/waitFor retry for 1 s by default: on a loaded two-core CI machine a save and the page it leads to can
// take longer. Waiting longer costs nothing when the screen is quick.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks what antd measures with.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// jsdom computes styles by walking every rule of every stylesheet, and antd injects thousands of rules: each call
// took tens of milliseconds and a grid test took seconds. Components read only what they set inline, so the
// inline declaration stands in for the computed style (pseudo-elements, which jsdom lacks, get the same).
window.getComputedStyle = ((element: Element) => {
  const inline = element instanceof HTMLElement ? element.style : document.createElement("div").style;
  return inline;
}) as typeof window.getComputedStyle;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
