// Who is signed in: the user, their role's permission strings and the active locations assigned to them, within
// one tenant. Loaded by the session module (sessionState.ts) when a request presents its token or a user signs in.
import type { LocationType } from "../../common/schemas/location";
import type { TenantRow } from "../db";

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: { id: string; name: string };
}

export interface UserPermission {
  id: string;
  permission: string;
}

export interface AllowedLocation {
  id: string;
  name: string;
  type: LocationType;
}

export interface SessionState {
  user: SessionUser;
  permissions: UserPermission[];
  allowedLocations: AllowedLocation[];
}

export interface Auth extends SessionState {
  tenant: TenantRow;
  sessionId: string;
  token: string;
  permissionStrings: string[];
  allowedLocationIds: string[];
}

/** The signed-in state of a session, with the lookups every guard uses. */
export function authOf(state: SessionState, session: { tenant: TenantRow; sessionId: string; token: string }): Auth {
  return {
    ...state,
    ...session,
    permissionStrings: state.permissions.map((p) => p.permission),
    allowedLocationIds: state.allowedLocations.map((l) => l.id),
  };
}
