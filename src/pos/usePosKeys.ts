// The till's keyboard: F2 scan box, F4 hold, F6 held carts, F7 special instructions, F8 cash in/out, F9 checkout,
// Ctrl+Shift+P (Cmd+Shift+P) partners, Esc closes the
// panel (not while a suggestion list in it is open: Esc closes that list); with no panel open and nothing typed in the scan box, ↑/↓ select a line, Delete removes it and +/- change
// its quantity.
import { useEffect, useLayoutEffect, useRef } from "react";
import { inOpenSuggestionList } from "./panelFocus";

/** Ctrl+Shift+P (Cmd+Shift+P): the partners, at the till and anywhere in the back office (layout/PartnersShortcut). */
export const isPartnersShortcut = (event: Pick<KeyboardEvent, "ctrlKey" | "metaKey" | "shiftKey" | "key">) =>
  (event.ctrlKey || event.metaKey) && event.shiftKey && event.key.toLowerCase() === "p";

export interface PosKeyHandlers {
  focusScan: () => void;
  hold: () => void;
  held: () => void;
  instructions: () => void;
  cashInOut: () => void;
  checkout: () => void;
  partners: () => void;
  closePanel: () => void;
  panelOpen: () => boolean;
  /** The scan box is empty (or not focused) and no search is open. */
  cartKeysFree: () => boolean;
  select: (step: 1 | -1) => void;
  remove: () => void;
  more: () => void;
  less: () => void;
}

export const SHORTCUTS: readonly [string, string][] = [
  ["F2", "Scan box"],
  ["F4", "Hold cart"],
  ["F6", "Held carts"],
  ["F7", "Instructions"],
  ["F8", "Cash in/out"],
  ["F9", "Checkout"],
  ["Ctrl⇧P", "Partners"],
  ["Enter", "Pay exact cash"],
  ["Esc", "Close panel"],
  ["↑ ↓", "Select line"],
  ["+ −", "Quantity"],
  ["Del", "Remove line"],
];

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.tagName === "TEXTAREA" || (target.tagName === "INPUT" && target.getAttribute("data-testid") !== "pos-scan");
}

/** Interprets one keydown; true when it was the till's (the browser's default is then prevented). */
export function handlePosKey(event: Pick<KeyboardEvent, "key" | "target" | "ctrlKey" | "altKey" | "metaKey" | "shiftKey">, handlers: PosKeyHandlers): boolean {
  if (isPartnersShortcut(event)) {
    handlers.partners();
    return true;
  }
  if (event.ctrlKey || event.altKey || event.metaKey) return false;
  switch (event.key) {
    case "F2":
      handlers.closePanel();
      handlers.focusScan();
      return true;
    case "F4":
      handlers.hold();
      return true;
    case "F6":
      handlers.held();
      return true;
    case "F7":
      handlers.instructions();
      return true;
    case "F8":
      handlers.cashInOut();
      return true;
    case "F9":
      handlers.checkout();
      return true;
    case "Escape":
      // an open suggestion list takes its own Esc (it closes; the panel stays)
      if (!handlers.panelOpen() || inOpenSuggestionList(event.target)) return false;
      handlers.closePanel();
      return true;
  }
  if (handlers.panelOpen() || isTextField(event.target) || !handlers.cartKeysFree()) return false;
  switch (event.key) {
    case "ArrowDown":
      handlers.select(1);
      return true;
    case "ArrowUp":
      handlers.select(-1);
      return true;
    case "Delete":
      handlers.remove();
      return true;
    case "+":
      handlers.more();
      return true;
    case "-":
      handlers.less();
      return true;
  }
  return false;
}

/** Listens on the window while the till is shown; handlers are read fresh on every key. */
export function usePosKeys(handlers: PosKeyHandlers): void {
  const current = useRef(handlers);
  useLayoutEffect(() => {
    current.current = handlers;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (handlePosKey(event, current.current)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, []);
}
