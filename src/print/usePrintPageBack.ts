// Back from a printable page. The app opens these pages in a new tab (target=_blank), which has no history to go
// back to: then Back closes the tab, and when the browser refuses (a tab the user opened themselves) it goes home.
import { useCallback } from "react";
import { useNavigate } from "react-router";

const HOME = "/app";

export function usePrintPageBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (window.history.length > 1) {
      navigate(-1);
      return;
    }
    window.close();
    // close() only marks the tab as closing; `closed` stays false when the browser ignored it.
    if (!window.closed) navigate(HOME);
  }, [navigate]);
}
