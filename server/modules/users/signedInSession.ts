// The signed-in session: its payload (what the web loads at start-up) and signing out. Signing in is signIn.ts.
import { and, eq } from "drizzle-orm";
import type { Auth, SessionState } from "../../core/auth";
import type { ServiceScope } from "../../core/context";
import type { TenantRow } from "../../db";
import { sessions } from "../../db/schema";
import { recordActivity } from "../../core/activity/recordActivity";

export interface LoginPayload extends SessionState {
  token: string;
  tenant: TenantRow;
}

/** The payload of the current session: the web calls it at start-up with the stored token. */
export function authenticateToken(auth: Auth): LoginPayload {
  return {
    token: auth.token,
    tenant: auth.tenant,
    user: auth.user,
    permissions: auth.permissions,
    allowedLocations: auth.allowedLocations,
  };
}

export async function logout(scope: ServiceScope): Promise<boolean> {
  const { tx, tenantId, auth } = scope;
  await tx.delete(sessions).where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, auth.sessionId)));
  await recordActivity(scope, { action: "LOGOUT", entity: "session", entityId: auth.sessionId });
  return true;
}
