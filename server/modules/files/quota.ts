// The per-tenant storage quota (FILES_QUOTA_MB). Usage is measured on the storage itself, so files removed from
// it free their space; the measure is cached for a minute and each accepted upload is added to it at once, so
// that concurrent uploads of one tenant in this process cannot pass the quota together.
import type { FileStorage } from "./storage";

const MEASURE_AGAIN_AFTER_MS = 60_000;

interface Usage {
  bytes: number;
  measuredAt: number;
}

export interface UploadQuota {
  readonly quotaBytes: number;
  /** Reserves `size` bytes for the tenant; false (nothing reserved) when they would pass the quota. */
  reserve(tenantId: string, size: number): Promise<boolean>;
  /** Gives back a reservation whose file was not stored. */
  release(tenantId: string, size: number): void;
}

export function createUploadQuota(storage: FileStorage, quotaBytes: number, measureAgainAfterMs = MEASURE_AGAIN_AFTER_MS): UploadQuota {
  const usage = new Map<string, Usage>();
  const measuring = new Map<string, Promise<Usage>>();

  function current(tenantId: string): Promise<Usage> {
    const known = usage.get(tenantId);
    if (known && Date.now() - known.measuredAt < measureAgainAfterMs) return Promise.resolve(known);
    let pending = measuring.get(tenantId);
    if (!pending) {
      const measuredAt = Date.now();
      pending = storage
        .usage(tenantId)
        .then((bytes) => {
          const measured = { bytes, measuredAt };
          usage.set(tenantId, measured);
          return measured;
        })
        .finally(() => measuring.delete(tenantId));
      measuring.set(tenantId, pending);
    }
    return pending;
  }

  return {
    quotaBytes,
    async reserve(tenantId, size) {
      const used = await current(tenantId);
      // No await between the check and the addition: no other upload of this process runs in between.
      if (used.bytes + size > quotaBytes) return false;
      used.bytes += size;
      return true;
    },
    release(tenantId, size) {
      const used = usage.get(tenantId);
      if (used) used.bytes = Math.max(0, used.bytes - size);
    },
  };
}
