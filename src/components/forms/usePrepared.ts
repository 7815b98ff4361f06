import { useCallback, useEffect, useState } from "react";

export type Prepared = { state: "ready" } | { state: "loading" } | { state: "failed"; retry: () => void };

/**
 * Waits for what a screen needs before its rules can run (e.g. loadPhoneRules): "loading" until `prepare`
 * resolves, "failed" with a retry when it rejects (a flaky network), "ready" at once without `prepare`.
 */
export function usePrepared(prepare: (() => Promise<unknown>) | undefined): Prepared {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<"ready" | "loading" | "failed">(prepare ? "loading" : "ready");
  useEffect(() => {
    if (!prepare) return;
    let current = true;
    prepare().then(
      () => current && setState("ready"),
      () => current && setState("failed"),
    );
    return () => {
      current = false;
    };
  }, [prepare, attempt]);
  const retry = useCallback(() => {
    setState("loading");
    setAttempt((count) => count + 1);
  }, []);
  return state === "failed" ? { state, retry } : { state };
}
