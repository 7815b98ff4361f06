// Refine auth provider: sign-in through loginUser, the session in localStorage (session.ts), a stored token
// re-checked once per page load with authenticateToken (a refusal signs out; see graphqlClient).
import type { AuthProvider } from "@refinedev/core";
import { returnPath } from "./returnTo";
import { GraphqlRequestError } from "./graphqlClient";
import { forgetCachedQueries } from "./queryClient";
import { clearSession, getSession, getToken, saveSession, STORAGE_KEYS } from "./session";
import { authenticateToken, loginUser, logoutUser } from "./sessionOperations";

export interface LoginParams {
  email: string;
  password: string;
  accountId?: string;
}

export interface Identity {
  id: string;
  name: string;
  email: string;
  role: { id: string; name: string };
}

let startupCheck: Promise<void> | null = null;

/**
 * Refreshes the stored session from the server once per page load; network failures keep the stored one. The
 * answer is stored only if the session it checked is still the stored one: signed out (or in as someone else) in
 * another tab or frame meanwhile, the late answer must not sign the old user back in.
 */
function verifyStoredTokenOnce(): Promise<void> {
  startupCheck ??= checkStoredToken(getToken());
  return startupCheck;
}

function checkStoredToken(checked: string | null): Promise<void> {
  return authenticateToken()
    .then((payload) => {
      if (getToken() !== checked) return;
      saveSession({ ...payload, token: payload.token || (checked ?? "") });
    })
    .catch((error: unknown) => {
      // A GraphQL refusal already cleared the session and went to '/'; anything else is only logged.
      console.warn("Could not re-authenticate the stored session", error);
    });
}

function asError(error: unknown): Error {
  if (error instanceof Error) return error;
  return new Error("Something went wrong. Please try again.");
}

export const authProvider: AuthProvider = {
  login: async ({ email, password, accountId }: LoginParams) => {
    const account = accountId?.trim();
    // Without an explicit company account, a remembered one from an earlier sign-in must not pick the tenant.
    if (!account) localStorage.removeItem(STORAGE_KEYS.accountId);
    try {
      const payload = await loginUser({ email: email.trim(), password, ...(account ? { accountId: account } : {}) });
      forgetCachedQueries();
      saveSession(payload);
      startupCheck = Promise.resolve();
      const asked = new URLSearchParams(window.location.search).has("to");
      const till = asked ? null : await import("../pos/tillAfterSignIn").then(({ tillAfterSignIn }) => tillAfterSignIn(payload)).catch(() => null);
      return { success: true, redirectTo: till ?? returnPath(window.location.search) };
    } catch (error) {
      const failure = asError(error);
      failure.name = "Sign-in failed"; // Refine's login toast shows the name under the server's message.
      return { success: false, error: failure };
    }
  },

  logout: async () => {
    if (getToken()) {
      await logoutUser().catch(() => undefined);
    }
    clearSession();
    forgetCachedQueries();
    startupCheck = null;
    return { success: true, redirectTo: "/" };
  },

  check: async () => {
    if (!getToken()) return { authenticated: false, redirectTo: "/", logout: true };
    await verifyStoredTokenOnce();
    return getSession() ? { authenticated: true } : { authenticated: false, redirectTo: "/", logout: true };
  },

  onError: async (error: unknown) => {
    const status = error instanceof GraphqlRequestError ? error.statusCode : (error as { statusCode?: unknown })?.statusCode;
    if (status === 401) return { logout: true, redirectTo: "/", error: asError(error) };
    return {};
  },

  getIdentity: async (): Promise<Identity | null> => {
    const user = getSession()?.user;
    if (!user) return null;
    return { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, role: user.role };
  },

  getPermissions: async () => getSession()?.permissions ?? [],
};
