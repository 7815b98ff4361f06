// The cursor in a till panel: each panel opens with its first field focused (a scanned order number must land
// somewhere), and Esc in an open suggestion list closes the list, not the panel.

const FIELDS = [
  "input:not([type=hidden]):not([type=file]):not([disabled]):not([readonly])",
  "textarea:not([disabled]):not([readonly])",
].join(", ");

/**
 * Focuses the first field of `container` unless the focus is in it already; false while it has none yet, or while
 * a part of it says it is still loading (aria-busy: its first fields may be on their way) unless `evenIfBusy`.
 */
function focusFirstField(container: HTMLElement | null, evenIfBusy = false): boolean {
  if (!container) return false;
  if (container.contains(document.activeElement)) return true;
  if (!evenIfBusy && container.querySelector('[aria-busy="true"]')) return false;
  const field = [...container.querySelectorAll<HTMLElement>(FIELDS)].find((element) => element.getClientRects().length > 0);
  field?.focus();
  return field !== undefined;
}

/** focusFirstField as soon as the panel has rendered a field (it may mount a moment after it opens); a canceller. */
export function focusFirstFieldSoon(container: () => HTMLElement | null, tries = 40, everyMs = 25): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = (left: number) => {
    if (focusFirstField(container(), left <= 0) || left <= 0) return;
    timer = setTimeout(() => attempt(left - 1), everyMs);
  };
  timer = setTimeout(() => attempt(tries), 0);
  return () => clearTimeout(timer);
}

/** The key was pressed in a suggestion list that is open (an AutoComplete or Select dropdown). */
export function inOpenSuggestionList(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('[aria-expanded="true"]') !== null;
}
