// The sales reports' API tests: a store of the file's own (so no other file's sales share its rows), with the
// administrator signed in again to work there.
import { inject } from "vitest";
import { createApiClient, gql, login, type GqlResult } from "../support/api";
import { expectData } from "../support/assertions";
import { geography, uniqueName } from "../support/fixtures";
import { demoAdmin } from "../support/logins";
import { CREATE_LOCATION, type LocationRecord } from "../support/operations";
import { salesWorld, type SalesWorld } from "./ordersHelpers";

export async function reportWorld(name: string): Promise<SalesWorld & { shopId: string; shopName: string }> {
  const world = await salesWorld();
  const cityId = (await geography(createApiClient(inject("apiUrl")), world.token, "Pakistan")).city("Lahore");
  const shop = expectData(
    await gql<{ createLocation: LocationRecord }>(CREATE_LOCATION, { locationDto: { name: uniqueName(name), type: "RETAIL", status: "ACTIVE", cityId, warehouse_id: world.warehouseId } }, { token: world.token }),
  ).createLocation;
  const session = await login(demoAdmin.email, demoAdmin.password);
  return { ...world, session, admin: session, token: session.token, shopId: shop.id, shopName: shop.name };
}

/** The first BAD_USER_INPUT's message per field. */
export const fieldsOf = (result: GqlResult<unknown>) => (result.errors?.[0]?.extensions?.fields ?? {}) as Record<string, string>;
