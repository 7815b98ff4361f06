import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

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

const computedStyle = window.getComputedStyle.bind(window);
// antd reads scrollbar sizes through pseudo-elements, which jsdom does not implement.
window.getComputedStyle = (element: Element) => computedStyle(element);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
