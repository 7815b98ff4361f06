// The signed-in session kept in localStorage under the spec's keys: token, user, tenant, warehouseId, retailId,
// config, account-id. The role's permission strings and the allowed locations live inside `user` (the spec lists
// no separate key for them). The current location is whichever of warehouseId / retailId is stored.
import { useCallback, useSyncExternalStore } from "react";

export type LocationType = "WAREHOUSE" | "RETAIL";

export interface AllowedLocation {
  id: string;
  name: string;
  type: LocationType;
}

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: { id: string; name: string };
}

export interface StoredUser extends SessionUser {
  permissions: string[];
  allowedLocations: AllowedLocation[];
}

export interface Tenant {
  id: string;
  name: string;
  accountId: string;
  currency: string;
  onlineStoreURL?: string | null;
  logo?: string | null;
  parentCompanyLogo?: string | null;
  website?: string | null;
  invertedLogo?: string | null;
  qrInvertedLogo?: string | null;
}

export interface TenantConfig {
  currency: string;
  logo: string | null;
  onlineStoreURL: string | null;
  parentCompanyLogo: string | null;
  website: string | null;
}

/** What loginUser and authenticateToken answer. */
export interface LoginPayload {
  token: string;
  user: SessionUser;
  tenant: Tenant;
  permissions: { id: string; permission: string }[];
  allowedLocations: AllowedLocation[];
}

export interface Session {
  token: string;
  user: StoredUser;
  tenant: Tenant;
  config: TenantConfig | null;
  accountId: string | null;
  permissions: string[];
  allowedLocations: AllowedLocation[];
  currentLocation: AllowedLocation | null;
}

export const STORAGE_KEYS = {
  token: "token",
  user: "user",
  tenant: "tenant",
  warehouseId: "warehouseId",
  retailId: "retailId",
  config: "config",
  accountId: "account-id",
} as const;

const CHANGE_EVENT = "pharmacy:session-change";

function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function notifyChange(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function pickCurrentLocation(allowed: readonly AllowedLocation[]): AllowedLocation | null {
  const warehouseId = localStorage.getItem(STORAGE_KEYS.warehouseId);
  const retailId = localStorage.getItem(STORAGE_KEYS.retailId);
  return (
    allowed.find((l) => l.type === "WAREHOUSE" && l.id === warehouseId) ??
    allowed.find((l) => l.type === "RETAIL" && l.id === retailId) ??
    null
  );
}

function storeCurrentLocation(location: AllowedLocation | null): void {
  localStorage.removeItem(STORAGE_KEYS.warehouseId);
  localStorage.removeItem(STORAGE_KEYS.retailId);
  if (!location) return;
  const key = location.type === "WAREHOUSE" ? STORAGE_KEYS.warehouseId : STORAGE_KEYS.retailId;
  localStorage.setItem(key, location.id);
}

export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function getStoredAccountId(): string | null {
  return localStorage.getItem(STORAGE_KEYS.accountId);
}

export function getSession(): Session | null {
  const token = getToken();
  const user = readJson<StoredUser>(STORAGE_KEYS.user);
  const tenant = readJson<Tenant>(STORAGE_KEYS.tenant);
  if (!token || !user || !tenant) return null;
  const allowedLocations = Array.isArray(user.allowedLocations) ? user.allowedLocations : [];
  return {
    token,
    user,
    tenant,
    config: readJson<TenantConfig>(STORAGE_KEYS.config),
    accountId: getStoredAccountId(),
    permissions: Array.isArray(user.permissions) ? user.permissions : [],
    allowedLocations,
    currentLocation: pickCurrentLocation(allowedLocations),
  };
}

/** Stores a login (or authenticateToken) payload; keeps a stored location when it is still allowed. */
export function saveSession(payload: LoginPayload): Session {
  const user: StoredUser = {
    ...payload.user,
    permissions: payload.permissions.map((p) => p.permission),
    allowedLocations: payload.allowedLocations,
  };
  const config: TenantConfig = {
    currency: payload.tenant.currency,
    logo: payload.tenant.logo ?? null,
    onlineStoreURL: payload.tenant.onlineStoreURL ?? null,
    parentCompanyLogo: payload.tenant.parentCompanyLogo ?? null,
    website: payload.tenant.website ?? null,
  };
  if (payload.token) localStorage.setItem(STORAGE_KEYS.token, payload.token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.tenant, JSON.stringify(payload.tenant));
  localStorage.setItem(STORAGE_KEYS.config, JSON.stringify(config));
  localStorage.setItem(STORAGE_KEYS.accountId, payload.tenant.accountId);
  storeCurrentLocation(pickCurrentLocation(payload.allowedLocations) ?? payload.allowedLocations[0] ?? null);
  notifyChange();
  const session = getSession();
  if (!session) throw new Error("The session could not be stored.");
  return session;
}

/** The company's profile was saved: the session's tenant (and the config receipts read) take the saved values. */
export function updateSessionTenant(tenant: Tenant): void {
  if (!getSession()) return;
  const config = readJson<TenantConfig>(STORAGE_KEYS.config);
  localStorage.setItem(STORAGE_KEYS.tenant, JSON.stringify(tenant));
  localStorage.setItem(
    STORAGE_KEYS.config,
    JSON.stringify({
      currency: tenant.currency,
      ...config,
      logo: tenant.logo ?? null,
      onlineStoreURL: tenant.onlineStoreURL ?? null,
      parentCompanyLogo: tenant.parentCompanyLogo ?? null,
      website: tenant.website ?? null,
    } satisfies TenantConfig),
  );
  notifyChange();
}

/** Removes every session key except account-id (the company account is remembered for the next sign-in). */
export function clearSession(): void {
  for (const [name, key] of Object.entries(STORAGE_KEYS)) {
    if (name !== "accountId") localStorage.removeItem(key);
  }
  notifyChange();
}

export function getCurrentLocation(): AllowedLocation | null {
  return getSession()?.currentLocation ?? null;
}

/** Makes an allowed location the current one; returns false when the id is not allowed. */
export function setCurrentLocation(id: string): boolean {
  const location = getSession()?.allowedLocations.find((l) => l.id === id);
  if (!location) return false;
  storeCurrentLocation(location);
  notifyChange();
  return true;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

function currentLocationSnapshot(): string {
  const location = getCurrentLocation();
  return location ? JSON.stringify(location) : "";
}

export function useCurrentLocation(): {
  current: AllowedLocation | null;
  setCurrent: (id: string) => boolean;
} {
  const snapshot = useSyncExternalStore(subscribe, currentLocationSnapshot);
  const current = snapshot ? (JSON.parse(snapshot) as AllowedLocation) : null;
  const setCurrent = useCallback((id: string) => setCurrentLocation(id), []);
  return { current, setCurrent };
}

/** Re-renders on any session change (sign-in, sign-out, location switch, the company profile saved). */
export function useSession(): Session | null {
  const snapshot = useSyncExternalStore(subscribe, () =>
    [getToken(), localStorage.getItem(STORAGE_KEYS.user), localStorage.getItem(STORAGE_KEYS.tenant), currentLocationSnapshot()].join("\u0000"),
  );
  return snapshot ? getSession() : null;
}
