// The page's one check of the stored session (authProvider.check → authenticateToken) stores the server's answer
// only if the session it checked is still the stored one. A print page in a hidden frame boots the app and checks;
// signed out meanwhile (in the till's tab, or by a browser test clearing the storage), its late answer signed the
// cashier back in (seen in CI: the next sign-in landed on /app as the cashier).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signInForTest } from "./fakeSession";

const payload = {
  token: "t",
  user: { id: "u", email: "a@b.c", firstName: "Sana", lastName: "Iqbal", role: { id: "r", name: "Cashier" } },
  tenant: { id: "t", name: "Demo", accountId: "demo", currency: "PKR" },
  permissions: [{ id: "p", permission: "pos:order:create" }],
  allowedLocations: [{ id: "l", name: "Gulberg Store", type: "RETAIL" }],
};

/** /graphql answering authenticateToken with the payload once `release` is called. */
function heldAuthenticateToken(): { release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      await gate;
      return new Response(JSON.stringify({ data: { authenticateToken: payload } }), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
  return { release };
}

/** A new page load: the provider's once-per-load check starts afresh. */
async function freshProviders() {
  vi.resetModules();
  const { authProvider } = await import("../../src/providers/authProvider");
  const session = await import("../../src/providers/session");
  return { authProvider, ...session };
}

beforeEach(() => {
  localStorage.clear();
  signInForTest({ permissions: ["pos:order:create"] });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the stored session's check at page load", () => {
  it("stores the server's fresh answer when the session is still the one it checked", async () => {
    const { authProvider, getSession } = await freshProviders();
    const { release } = heldAuthenticateToken();
    const checked = authProvider.check({});
    release();
    expect(await checked).toEqual({ authenticated: true });
    expect(getSession()?.user.firstName).toBe("Sana");
    expect(getSession()?.user.permissions).toEqual(["pos:order:create"]);
  });

  it("does not sign the user back in when the session was cleared while the check was on its way", async () => {
    const { authProvider, clearSession, getSession, getToken } = await freshProviders();
    const { release } = heldAuthenticateToken();
    const checked = authProvider.check({});
    // signed out in another tab, or the storage cleared, before the answer came
    clearSession();
    release();
    expect(await checked).toMatchObject({ authenticated: false, redirectTo: "/" });
    expect(getToken()).toBeNull();
    expect(getSession()).toBeNull();
  });
});
