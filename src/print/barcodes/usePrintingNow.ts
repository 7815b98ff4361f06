// True from the browser's beforeprint to its afterprint (the Print button and Ctrl+P alike). The state change is
// flushed at once, so that whatever it renders is in the DOM before the browser lays the page out for printing.
import { useEffect, useState } from "react";
import { flushSync } from "react-dom";

export function usePrintingNow(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const start = () => flushSync(() => setPrinting(true));
    const end = () => setPrinting(false);
    window.addEventListener("beforeprint", start);
    window.addEventListener("afterprint", end);
    return () => {
      window.removeEventListener("beforeprint", start);
      window.removeEventListener("afterprint", end);
    };
  }, []);
  return printing;
}
