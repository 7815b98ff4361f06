// Leaving the till with items in the cart asks first: the browser's own prompt for a reload or a closed tab
// (beforeunload), an in-app confirm for the way back to the back office and for the browser's Back button. The
// router here is a plain BrowserRouter (no data router, so no useBlocker): while the cart has items the till keeps
// one extra history entry of its own page, and Back landing on the entry below it asks before going on.
import { App } from "antd";
import { useCallback, useEffect, useLayoutEffect, useRef } from "react";

const GUARD_STATE = "posLeaveGuard";

const isGuardEntry = (state: unknown) => typeof state === "object" && state !== null && GUARD_STATE in state;
const withGuard = (state: unknown) => ({ ...(typeof state === "object" && state !== null ? state : {}), [GUARD_STATE]: true });

export interface LeaveGuard {
  /** Runs `leave` at once when nothing would be lost, else after the cashier confirms. */
  confirmLeave: (leave: () => void) => void;
}

export function useLeaveGuard(itemCount: number): LeaveGuard {
  const { modal } = App.useApp();
  const guarded = itemCount > 0;
  const latestCount = useRef(itemCount);
  // (a layout effect: a Back right after the cart changed reads the new count)
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

  // the browser's Back: while the cart has items the till's page has an extra history entry of its own on top
  useEffect(() => {
    if (guarded && !isGuardEntry(window.history.state)) window.history.pushState(withGuard(window.history.state), "", window.location.href);
  }, [guarded]);
  // Back from that entry lands on the till's own one below it: ask (standing the guard up again meanwhile), or, with
  // nothing in the cart any more, go on back as the cashier asked
  useEffect(() => {
    const tillPath = window.location.pathname;
    let leaving = false;
    const onPopState = () => {
      if (leaving || isGuardEntry(window.history.state) || window.location.pathname !== tillPath) return;
      if (latestCount.current === 0) {
        window.history.back();
        return;
      }
      window.history.pushState(withGuard(window.history.state), "", window.location.href);
      ask(() => {
        leaving = true;
        window.history.go(-2);
      });
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [ask]);

  return { confirmLeave };
}
