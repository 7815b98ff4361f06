// How many sales this browser's till of a register still holds unsent (waiting or refused), for the register's close
// screen, which refuses to close while there are any (README "Offline till"). It reads the till's database
// (src/pos/offline/tillDb.ts) by its name without its schema, and only when this browser has one.
import Dexie, { liveQuery } from "dexie";
import { useEffect, useState } from "react";

/** The name of a store's till database in this browser (tillDb opens it with its schema). */
export const tillDbName = (tenantId: string, locationId: string) => `pharmacy-till:${tenantId}:${locationId}`;

export function unsentSalesMessage(count: number): string {
  return `This till still holds ${count} ${count === 1 ? "sale" : "sales"} made offline and not yet sent. Reconnect the till and let them be sent (or have the manager resolve a refused one) before closing the register.`;
}

async function hasDatabase(name: string): Promise<boolean> {
  return typeof indexedDB.databases === "function" ? (await indexedDB.databases()).some((database) => database.name === name) : true;
}

export function useUnsentOfflineSales(tenantId: string | null, locationId: string | null, registerId: string): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!tenantId || !locationId) return;
    const name = tillDbName(tenantId, locationId);
    let db: Dexie | null = null;
    let unsubscribe = () => undefined as void;
    let current = true;
    void hasDatabase(name).then(async (exists) => {
      if (!exists || !current) return;
      db = new Dexie(name);
      const opened = db;
      // opened without a schema: Dexie reads the tables the database has
      await opened.open();
      if (!current) return;
      const subscription = liveQuery(() =>
        opened
          .table("sales")
          .filter((sale: { registerId: string; status: string }) => sale.registerId === registerId && sale.status !== "SENT")
          .count(),
      ).subscribe({ next: setCount, error: () => setCount(0) });
      unsubscribe = () => subscription.unsubscribe();
    });
    return () => {
      current = false;
      unsubscribe();
      db?.close();
    };
  }, [tenantId, locationId, registerId]);
  return count;
}
