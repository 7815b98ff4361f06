// The till's offline side, for the till's screen: whether the server can be reached, the local catalogue kept
// fresh (at once, every few minutes, and when the connection returns; while offline a sync every half minute also
// tells when the server is back), and the sales waiting on this till, sent in order as soon as it is.
import { liveQuery } from "dexie";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { CATALOGUE_REFRESH_MS, syncTillCatalogue, type SyncOutcome } from "./catalogueSync";
import { isNoAnswer, noteServerAnswered, noteServerUnreachable, useOffline } from "./connection";
import { sendWaitingSales, tillBacklog } from "./offlineQueue";
import { sendOfflineSales } from "./sendOfflineSale";
import { tillDb, type OfflineSaleRecord } from "./tillDb";

/** While offline: how often the till asks whether the server is back. */
const PROBE_MS = 30_000;

interface Options {
  tenantId: string;
  locationId: string;
  registerId: string;
}

export function useOfflineTill({ tenantId, locationId, registerId }: Options) {
  const db = useMemo(() => tillDb(tenantId, locationId), [tenantId, locationId]);
  const offline = useOffline();
  const [backlog, setBacklog] = useState<{ waiting: number; refused: OfflineSaleRecord[] }>({ waiting: 0, refused: [] });
  const [lastSync, setLastSync] = useState<SyncOutcome | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const subscription = liveQuery(() => tillBacklog(db, registerId)).subscribe({ next: setBacklog, error: () => undefined });
    return () => subscription.unsubscribe();
  }, [db, registerId]);

  const sync = useCallback(async () => {
    try {
      const outcome = await syncTillCatalogue(tenantId, locationId, registerId);
      noteServerAnswered();
      setLastSync(outcome);
    } catch (error) {
      if (isNoAnswer(error)) noteServerUnreachable();
      else console.warn("The till's catalogue could not be refreshed", error);
    }
  }, [tenantId, locationId, registerId]);

  // once when the till opens and when the browser says the network is back; not each time `offline` flips: a sync
  // that answers flips it back, and a send cut again (the server up, its sync refused or reset) flipped it in a loop
  useEffect(() => {
    const first = window.setTimeout(() => void sync(), 0);
    const onOnline = () => void sync();
    window.addEventListener("online", onOnline);
    return () => {
      window.clearTimeout(first);
      window.removeEventListener("online", onOnline);
    };
  }, [sync]);
  useEffect(() => {
    const refresh = window.setInterval(() => void sync(), offline ? PROBE_MS : CATALOGUE_REFRESH_MS);
    return () => window.clearInterval(refresh);
  }, [sync, offline]);

  const sendingNow = useRef(false);
  const { waiting, refused } = backlog;
  useEffect(() => {
    if (offline || waiting === 0 || sendingNow.current) return;
    sendingNow.current = true;
    setSending(true);
    void sendWaitingSales(db, registerId, sendOfflineSales)
      .then((outcome) => {
        if (outcome.stopped) noteServerUnreachable();
      })
      .catch((error: unknown) => console.warn("Offline sales could not be sent", error))
      .finally(() => {
        sendingNow.current = false;
        setSending(false);
      });
  }, [db, registerId, offline, waiting]);

  return {
    db,
    offline,
    /** Sales waiting to be sent. */
    waiting,
    /** Sales the server refused: kept, with its message. */
    refused,
    sending,
    lastSync,
  };
}

