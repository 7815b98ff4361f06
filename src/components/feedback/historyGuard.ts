// The browser's Back and Forward buttons while a screen has unsaved work (useLeaveWarning). Refine's notifier sees
// only the app's own navigation; a popstate reaches the router's listener first unless ours was added before it,
// so this module adds its listener when it is imported, ahead of the router (App.tsx imports it first). It asks;
// staying goes back to where the user was and swallows that second move before the router sees either.
const LEAVE_QUESTION = "Are you sure you want to leave? You have unsaved changes.";

/** The router's index of a history entry (react-router keeps it in history.state.idx). */
const indexOf = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === "number" ? idx : null;
};

let guarded: { here: number } | null = null;
let returning = false;

function onPopState(event: PopStateEvent): void {
  if (returning) {
    returning = false;
    event.stopImmediatePropagation();
    return;
  }
  if (!guarded) return;
  const target = indexOf(event.state);
  if (target === null || target === guarded.here) return;
  if (window.confirm(LEAVE_QUESTION)) {
    guarded = null;
    return;
  }
  event.stopImmediatePropagation();
  returning = true;
  window.history.go(guarded.here - target);
}

if (typeof window !== "undefined") window.addEventListener("popstate", onPopState);

/** Asks before Back/Forward leave the current history entry, until the returned function is called. */
export function guardHistory(): () => void {
  const here = indexOf(window.history.state);
  if (here === null) return () => undefined;
  const mine = { here };
  guarded = mine;
  return () => {
    if (guarded === mine) guarded = null;
  };
}
