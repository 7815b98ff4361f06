// Asks before leaving a screen with unsaved work (Refine's UnsavedChangesNotifier: in-app navigation and closing
// the tab; historyGuard: the browser's Back and Forward). `leave` goes somewhere on purpose (after a
// save, or after the user said so) without being asked.
import { useWarnAboutChange } from "@refinedev/core";
import { useCallback, useEffect } from "react";
import { flushSync } from "react-dom";
import { guardHistory } from "./historyGuard";

export function useLeaveWarning(unsaved: boolean): (go: () => void) => void {
  const { setWarnWhen } = useWarnAboutChange();
  useEffect(() => {
    setWarnWhen?.(unsaved);
  }, [unsaved, setWarnWhen]);
  useEffect(() => (unsaved ? guardHistory() : undefined), [unsaved]);
  useEffect(() => () => setWarnWhen?.(false), [setWarnWhen]);
  return useCallback(
    (go: () => void) => {
      // The notifier guards navigation until it re-renders: lift the guard synchronously, then go.
      flushSync(() => setWarnWhen?.(false));
      go();
    },
    [setWarnWhen],
  );
}
