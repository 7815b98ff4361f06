// Toasts (spec: top-right, 5000 ms, paused on hover and while the window is not focused). Refine's antd
// provider renders undoable ("progress") toasts; the others are opened here so that, while the window has no
// focus, they stay open (duration 0) and get their 5 s again once focus returns.
// The caller hands in Refine's antd provider (`useNotificationProvider` of @refinedev/antd), so that the sign-in
// page, which has no undoable actions, does not download @refinedev/antd.
import type { NotificationProvider, OpenNotificationParams } from "@refinedev/core";
import { App } from "antd";
import type { ArgsProps } from "antd/es/notification";
import { useEffect, useMemo, useRef } from "react";

const TOAST_DURATION_SECONDS = 5;
export const NOTIFICATION_CONFIG = { placement: "topRight", duration: TOAST_DURATION_SECONDS, pauseOnHover: true } as const;

let generatedKeys = 0;

function windowFocused(): boolean {
  return typeof document === "undefined" || (document.visibilityState === "visible" && document.hasFocus());
}

/** `refineProvider` shows the undoable ("progress") toasts; without it they open as plain toasts. */
export function useAppNotificationProvider(refineProvider?: NotificationProvider): NotificationProvider {
  const { notification } = App.useApp();
  const progressProvider = useRef(refineProvider);
  const open = useRef(new Map<string, ArgsProps>());

  useEffect(() => {
    progressProvider.current = refineProvider;
  }, [refineProvider]);

  useEffect(() => {
    const reopen = (duration: number) => {
      for (const args of open.current.values()) notification.open({ ...args, duration });
    };
    const onBlur = () => reopen(0);
    const onFocus = () => reopen(TOAST_DURATION_SECONDS);
    const onVisibility = () => (document.visibilityState === "visible" ? onFocus() : onBlur());
    window.addEventListener("blur", onBlur);
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("blur", onBlur);
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [notification]);

  return useMemo<NotificationProvider>(
    () => ({
      open: (params: OpenNotificationParams) => {
        if (params.type === "progress" && progressProvider.current) {
          progressProvider.current.open(params);
          return;
        }
        const key = params.key ?? `toast-${++generatedKeys}`;
        const args: ArgsProps = {
          key,
          type: params.type === "progress" ? "info" : params.type,
          message: params.description ?? null,
          description: params.message,
          onClose: () => open.current.delete(key),
        };
        open.current.set(key, args);
        notification.open({ ...args, duration: windowFocused() ? TOAST_DURATION_SECONDS : 0 });
      },
      close: (key: string) => {
        open.current.delete(key);
        notification.destroy(key);
      },
    }),
    [notification],
  );
}
