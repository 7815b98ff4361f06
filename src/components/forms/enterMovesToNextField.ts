// Long forms (GRN, purchase order): Enter in a field never submits the form (a barcode scanner ends every scan with
// Enter, and a date picker confirms a typed date with it): it moves to the next field, Shift+Enter to the previous
// one; a select keeps Enter to open its list and choose. Only the submit button submits.
// Put it on the form: <Form onKeyDown={enterMovesToNextField}>.
import type { KeyboardEvent } from "react";

/** What Enter leaves alone: a new line in a text area, and pressing a button or a link. */
const KEEPS_ENTER = "textarea, button, a[href], [contenteditable='true']";
const FIELDS = "input, select, textarea";
const NOT_FIELDS = new Set(["hidden", "submit", "button", "reset", "image", "file"]);

function isField(element: Element): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) return false;
  if (element.disabled || element.tabIndex < 0) return false;
  if (element instanceof HTMLInputElement && NOT_FIELDS.has(element.type)) return false;
  return element.closest("[hidden], [aria-hidden='true'], fieldset:disabled") === null;
}

/** The field `step` places after (or before) `from` in the form's order, skipping the rest of a radio group. */
function neighbourField(form: HTMLElement, from: Element, step: 1 | -1): HTMLElement | null {
  const fields = Array.from(form.querySelectorAll(FIELDS)).filter(isField);
  const radioGroup = from instanceof HTMLInputElement && from.type === "radio" ? from.name : null;
  for (let index = fields.indexOf(from as HTMLInputElement) + step; index >= 0 && index < fields.length; index += step) {
    const candidate = fields[index];
    if (radioGroup && candidate instanceof HTMLInputElement && candidate.type === "radio" && candidate.name === radioGroup) continue;
    return candidate;
  }
  return null;
}

export function enterMovesToNextField(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
  const target = event.target;
  // Only the form's own fields: not those of a popup rendered elsewhere whose events bubble through React.
  if (!(target instanceof Element) || !event.currentTarget.contains(target) || target.closest(KEEPS_ENTER)) return;
  event.preventDefault(); // no implicit submission
  // A select or search box takes Enter to open its list or choose an option there; it keeps the focus.
  if (target.getAttribute("role") === "combobox") return;
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const next = neighbourField(event.currentTarget, target, event.shiftKey ? -1 : 1);
  if (!next) return;
  next.focus();
  if (next instanceof HTMLInputElement && typeof next.select === "function" && !["checkbox", "radio"].includes(next.type)) next.select();
}
