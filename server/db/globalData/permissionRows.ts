import { sql } from "drizzle-orm";
import type { Database, Tx } from "../engine";
import { permissions } from "../schema";

export type PermissionRow = Pick<typeof permissions.$inferInsert, "module" | "subModule" | "action" | "permission">;

/** module/subModule/action from the segments of a permission string, '*' where a segment is absent. */
export function permissionRow(permission: string): PermissionRow {
  const [module = "*", subModule = "*", ...action] = permission.split(":");
  return { module, subModule, action: action.length > 0 ? action.join(":") : "*", permission };
}

/** Inserts the permissions missing from the table and refreshes the segments of the others. */
export async function upsertPermissions(db: Database | Tx, rows: readonly PermissionRow[]): Promise<void> {
  const unique = [...new Map(rows.map((row) => [row.permission, row])).values()];
  if (unique.length === 0) return;
  await db
    .insert(permissions)
    .values(unique)
    .onConflictDoUpdate({
      target: permissions.permission,
      set: { module: sql`excluded.module`, subModule: sql`excluded.sub_module`, action: sql`excluded.action` },
    });
}
