// The per-tenant storage quota (FILES_QUOTA_MB), shared by every server process through the database. Usage is
// measured on the storage itself, so files removed from it free their space; the measure is kept a minute in the
// tenant's file_usage row, and each stored upload is added to it. An upload checks, stores its file and adds its
// bytes while it holds that row's lock: two uploads of one tenant, through one process or several, never pass the
// quota together, and a new measure never misses a file still being stored (it waits for the lock too).
import { eq, sql } from "drizzle-orm";
import { tenantTransaction } from "../../core/transaction";
import type { Database } from "../../db";
import { fileUsage } from "../../db/schema";
import type { FileStorage } from "./storage";

const MEASURE_AGAIN_AFTER_SECONDS = 60;

export interface UploadQuota {
  readonly quotaBytes: number;
  /**
   * Runs `store` when `size` more bytes fit the tenant's quota, and counts them once it has stored them; answers
   * null (nothing stored) when they would pass it. Uploads of one tenant wait for each other here.
   */
  storeWithin<T>(tenantId: string, size: number, store: () => Promise<T>): Promise<T | null>;
}

export function createUploadQuota(db: Database, storage: FileStorage, quotaBytes: number, measureAgainAfterSeconds = MEASURE_AGAIN_AFTER_SECONDS): UploadQuota {
  return {
    quotaBytes,
    storeWithin(tenantId, size, store) {
      return tenantTransaction(db, tenantId, async (tx) => {
        await tx.insert(fileUsage).values({ tenantId }).onConflictDoNothing();
        const [row] = await tx
          .select({ bytes: fileUsage.bytes, fresh: sql<boolean>`coalesce(${fileUsage.measuredAt} > now() - make_interval(secs => ${measureAgainAfterSeconds}), false)` })
          .from(fileUsage)
          .where(eq(fileUsage.tenantId, tenantId))
          .for("update");
        const measured = row.fresh ? null : await storage.usage(tenantId);
        const used = measured ?? row.bytes;
        const fits = used + size <= quotaBytes;
        const stored = fits ? await store() : null;
        await tx
          .update(fileUsage)
          .set({ bytes: used + (fits ? size : 0), ...(measured === null ? {} : { measuredAt: sql`now()` }) })
          .where(eq(fileUsage.tenantId, tenantId));
        return stored;
      });
    },
  };
}
