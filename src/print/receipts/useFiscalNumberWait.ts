// The receipt waits briefly for the tax authority's number (the sale never does: it is posted after the commit).
// While a reported order's number is pending, the order is read again every half second, for FISCAL_WAIT_MS at
// most from the page's opening; then the receipt prints with 'Fiscal number pending' and a reprint shows it.
import { useEffect, useState } from "react";

const FISCAL_WAIT_MS = 4000;
const POLL_MS = 500;

interface FiscalState {
  fbrInvoiceId: string | null;
  fiscalStatus: string | null;
}

/** True while the receipt should wait for the number. `refetch` must be stable (react-query's is). */
export function useFiscalNumberWait(order: FiscalState | null | undefined, refetch: () => unknown): boolean {
  const [expired, setExpired] = useState(false);
  const pending = Boolean(order) && !order?.fbrInvoiceId && order?.fiscalStatus === "PENDING";
  useEffect(() => {
    const stop = setTimeout(() => setExpired(true), FISCAL_WAIT_MS);
    return () => clearTimeout(stop);
  }, []);
  useEffect(() => {
    if (!pending || expired) return;
    const poll = setInterval(() => void refetch(), POLL_MS);
    return () => clearInterval(poll);
  }, [pending, expired, refetch]);
  return pending && !expired;
}
