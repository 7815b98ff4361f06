// Leaving the till with items in the cart asks first: the browser's own prompt for a reload or a closed tab
// (beforeunload), an in-app confirm for the way back to the back office and for the browser's Back button. The
// router here is a plain BrowserRouter (no data router, so no useBlocker): while the cart has items the till keeps
// one extra history entry of its own page, and Back landing on the entry below it asks before going on.
import { App } from "antd";
import { useCallback, useEffect, useLayoutEffect, useRef } from "react";

const GUARD_STATE = "posLeaveGuard";

export interface LeaveGuard {
  /** Runs `leave` at once when nothing would be lost, else after the cashier confirms. */
  confirmLeave: (leave: () => void) => void;
}

export function useLeaveGuard(itemCount: number): LeaveGuard {
  const { modal } = App.useApp();
  const guarded = itemCount > 0;
  const latestCount = useRef(itemCount);
  // (a layout effect: the guard's cleanup below reads the new count)
  useLayoutEffect(() => {
    latestCount.current = itemCount;
  }, [itemCount]);
  const asking = useRef(false);

  const ask = useCallback(
    (leave: () => void, stay: () => void = () => undefined) => {
      if (asking.current) return;
      asking.current = true;
      const count = latestCount.current;
      modal.confirm({
        title: "Leave the till?",
        content: `The cart has ${count} ${count === 1 ? "item" : "items"}. It stays with this register and comes back when you return to the till.`,
        okText: "Leave the till",
        cancelText: "Stay",
        autoFocusButton: "cancel",
        onOk: () => {
          asking.current = false;
          leave();
        },
        onCancel: () => {
          asking.current = false;
          stay();
        },
      });
    },
    [modal],
  );

  const confirmLeave = useCallback(
    (leave: () => void) => {
      if (latestCount.current === 0) leave();
      else ask(leave);
    },
    [ask],
  );

  // reload, closed tab, typed address: the browser asks (it shows its own words)
  useEffect(() => {
    if (!guarded) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older engines need returnValue set to ask at all
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [guarded]);

  // the browser's Back: an extra entry of the till's own page takes the first Back, then we ask
  useEffect(() => {
    if (!guarded) return;
    const state: unknown = window.history.state;
    const onGuardEntry = typeof state === "object" && state !== null && GUARD_STATE in state;
    if (!onGuardEntry) window.history.pushState({ ...(typeof state === "object" ? state : {}), [GUARD_STATE]: true }, "", window.location.href);
    let leaving = false;
    const onPopState = () => {
      if (leaving) return;
      const now: unknown = window.history.state;
      if (typeof now === "object" && now !== null && GUARD_STATE in now) return;
      // back on the till's own entry: stand the guard up again and ask
      window.history.pushState({ ...(typeof now === "object" ? now : {}), [GUARD_STATE]: true }, "", window.location.href);
      ask(() => {
        leaving = true;
        window.history.go(-2);
      });
    };
    window.addEventListener("popstate", onPopState);
    return () => {
      window.removeEventListener("popstate", onPopState);
      // the cart emptied (a sale) while the guard entry is on top: take it off again, so Back works at once
      const current: unknown = window.history.state;
      if (!leaving && typeof current === "object" && current !== null && GUARD_STATE in current && latestCount.current === 0) window.history.back();
    };
  }, [guarded, ask]);

  return { confirmLeave };
}
