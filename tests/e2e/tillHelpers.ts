// What the till's browser journeys share: API calls as a signed-in user, a new register at Gulberg Store (opened by
// the manager when asked), and a scanner's keystrokes into the scan box.
import type { BrowserContext, Page } from "playwright-core";
import { createApiClient, type LoginPayload } from "../support/api";

export function tillApi(baseUrl: string) {
  const api = createApiClient(baseUrl);
  /** The data of a GraphQL call, or an error naming the query and the server's answer. */
  async function call<T>(session: LoginPayload, query: string, variables: object = {}): Promise<T> {
    const result = await api.gql<T>(query, variables, { token: session.token });
    if (!result.data) throw new Error(`${query.slice(0, 80)}: ${JSON.stringify(result.errors)}`);
    return result.data;
  }
  return { api, call };
}

type Call = ReturnType<typeof tillApi>["call"];

/** Gulberg Store's id, and a new SALES_REGISTER there (the admin creates it; the manager opens it when `opening` is given). */
export async function gulbergRegister(call: Call, admin: LoginPayload, manager: LoginPayload, name: string, opening?: number): Promise<{ storeId: string; registerId: string }> {
  const store = manager.allowedLocations.find((location) => location.name === "Gulberg Store");
  if (!store) throw new Error("the manager works at no Gulberg Store");
  const { createLocationRegister } = await call<{ createLocationRegister: { id: string } }>(
    admin,
    `mutation ($dto: LocationRegisterInput!) { createLocationRegister(dto: $dto) { id } }`,
    { dto: { name, type: "SALES_REGISTER", printMode: "THERMAL", currency: "PKR", locationId: store.id, status: "ACTIVE" } },
  );
  if (opening !== undefined) {
    await call(manager, `mutation ($registerId: ID!, $opening: Float!) { openLocationRegister(registerId: $registerId, session: { openingAmount: $opening }) { id } }`, {
      registerId: createLocationRegister.id,
      opening,
    });
  }
  return { storeId: store.id, registerId: createLocationRegister.id };
}

/** A scanner: the code typed fast into the scan box (the POS one unless named), then Enter. */
export async function scanCode(page: Page, code: string, box = "pos-scan"): Promise<void> {
  await page.getByTestId(box).focus();
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press("Enter");
}

/**
 * The till's network, cut and given back: the browser context offline, and `isOffline()` for the tests' routes,
 * which abort the requests to the server meanwhile.
 */
export function networkSwitch(contextOf: () => BrowserContext) {
  let offline = false;
  return {
    isOffline: () => offline,
    goOffline: async () => {
      offline = true;
      await contextOf().setOffline(true);
    },
    goOnline: async () => {
      offline = false;
      await contextOf().setOffline(false);
    },
  };
}
