// getTillCatalogueChanges (issue 29): the till's local catalogue, whole on a first load, then only what changed
// since the cursor: a product whose price changed, a lot that sold (and one sold out: sellable false), a new
// customer; not what did not change. Walls: another company's till, a location the user may not work at.
import { beforeAll, describe, expect, it } from "vitest";
import { gql } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData, expectGqlError } from "../support/assertions";
import { uniqueName } from "../support/fixtures";
import { cart, newProduct, register, salesWorld, sold, stock, type SalesWorld, type TestRegister } from "./ordersHelpers";

type Changes = {
  cursor: string;
  full: boolean;
  products: { id: string; name: string; status: string; unitPrice: string; taxRate: string; isTaxInclusive: boolean }[];
  lots: { id: string; productId: string; quantity: number; sellable: boolean }[];
  customers: { id: string; phoneNumber: string }[];
  discounts: { id: string; productIds: string[] | null }[];
  platformFee: { platformFeeType: string } | null;
  integrations: { name: string; charges: string }[];
};

const CHANGES = `query ($locationId: ID!, $registerId: ID, $since: String) {
  getTillCatalogueChanges(locationId: $locationId, registerId: $registerId, since: $since) {
    cursor full
    products { id name status unitPrice taxRate isTaxInclusive }
    lots { id productId quantity sellable }
    customers { id phoneNumber }
    discounts { id productIds }
    platformFee { platformFeeType }
    integrations { name charges }
  }
}`;

let world: SalesWorld;
let till: TestRegister;

beforeAll(async () => {
  world = await salesWorld();
  till = await register(world, world.storeId);
});

const changes = (variables: { locationId: string; registerId?: string; since?: string | null }, token = world.token) =>
  gql<{ getTillCatalogueChanges: Changes }>(CHANGES, variables, { token });
const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

describe("getTillCatalogueChanges", () => {
  it("loads the store's catalogue whole, then only a day's changes", async () => {
    const steady = await newProduct(world, { maximumRetailPrice: 100 });
    const repriced = await newProduct(world, { maximumRetailPrice: 150, sellingTaxRate: 17 });
    const [steadyLot] = await stock(world, steady, world.storeId, [{ packs: 1, days: 200 }]);
    const [repricedLot] = await stock(world, repriced, world.storeId, [{ packs: 1, days: 200 }]);

    const first = expectData(await changes({ locationId: world.storeId, registerId: till.id })).getTillCatalogueChanges;
    expect(first.full).toBe(true);
    expect(ids(first.products)).toEqual(expect.arrayContaining([steady.id, repriced.id]));
    expect(first.products.find((product) => product.id === repriced.id)).toMatchObject({ unitPrice: "15.00", taxRate: "17.000", status: "ACTIVE" });
    expect(first.lots.filter((lot) => lot.id === steadyLot.id || lot.id === repricedLot.id)).toHaveLength(2);
    expect(first.lots.every((lot) => lot.sellable)).toBe(true);
    expect(Date.parse(first.cursor)).not.toBeNaN();

    // the rows of this test as they were yesterday; the till synced an hour later
    await queryApiDatabase("update products set updated_at = now() - interval '2 days' where id in ($1, $2)", [steady.id, repriced.id]);
    await queryApiDatabase("update product_lots set updated_at = now() - interval '2 days' where id in ($1, $2)", [steadyLot.id, repricedLot.id]);
    const since = new Date(Date.now() - 24 * 3600 * 1000).toISOString();

    // today: a price changed, a sale of 3, a lot sold out, a new customer
    await queryApiDatabase("update products set maximum_retail_unit_price = 18, updated_at = now() where id = $1", [repriced.id]);
    await sold(world.token, cart(world.storeId, till.id, [{ productId: steady.id, quantity: 3 }]), [{ method: "CASH", amount: 30 }]);
    await sold(world.token, cart(world.storeId, till.id, [{ productId: repriced.id, quantity: 10 }]), [{ method: "CASH", amount: 180 }]);
    const phone = `+92300${String(Date.now()).slice(-7)}`;
    const customer = expectData(
      await gql<{ createCustomer: { id: string } }>(`mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }`, { input: { name: uniqueName("Offline Buyer"), phoneNumber: phone } }, { token: world.token }),
    ).createCustomer;

    const day = expectData(await changes({ locationId: world.storeId, registerId: till.id, since })).getTillCatalogueChanges;
    expect(day.full).toBe(false);
    expect(ids(day.products)).toContain(repriced.id);
    expect(ids(day.products)).not.toContain(steady.id);
    expect(day.products.find((product) => product.id === repriced.id)).toMatchObject({ unitPrice: "18.00" });
    expect(day.lots.find((lot) => lot.id === steadyLot.id)).toMatchObject({ quantity: 7, sellable: true });
    expect(day.lots.find((lot) => lot.id === repricedLot.id)).toMatchObject({ quantity: 0, sellable: false });
    expect(day.customers.find((row) => row.id === customer.id)).toMatchObject({ phoneNumber: phone });
    expect(ids(first.customers)).not.toContain(customer.id);

    // nothing since the last cursor but what the overlap brings again
    const next = expectData(await changes({ locationId: world.storeId, since: day.cursor })).getTillCatalogueChanges;
    expect(ids(next.products)).not.toContain(steady.id);
  });

  it("refuses a since that is not a cursor, naming it", async () => {
    const refused = expectGqlError(await changes({ locationId: world.storeId, since: "yesterday" }), "BAD_USER_INPUT");
    expect(JSON.stringify(refused)).toContain("Since must be the cursor of an earlier sync");
  });

  it("keeps to the user's locations and company", async () => {
    const cashier = expectData(await gql<{ loginUser: { token: string } }>(`mutation { loginUser(email: "cashier@demo.test", password: "Cashier@12345") { token } }`)).loginUser.token;
    expectGqlError(await changes({ locationId: world.dhaId }, cashier), "FORBIDDEN");
    const acme = expectData(
      await gql<{ loginUser: { token: string; allowedLocations: { id: string }[] } }>(`mutation { loginUser(email: "admin@acme.test", password: "Admin@12345") { token allowedLocations { id } } }`),
    ).loginUser;
    // another company's location, and our register from theirs
    expectGqlError(await changes({ locationId: world.storeId }, acme.token), "FORBIDDEN");
    expectGqlError(await changes({ locationId: acme.allowedLocations[0].id, registerId: till.id }, acme.token), "NOT_FOUND");
    const readonly = expectData(await gql<{ loginUser: { token: string } }>(`mutation { loginUser(email: "readonly@demo.test", password: "Readonly@12345") { token } }`)).loginUser.token;
    expectGqlError(await changes({ locationId: world.storeId }, readonly), "FORBIDDEN");
  });
});
