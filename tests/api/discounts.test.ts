// Discounts (sales-orders/discounts): the demo discounts, create and update with their targets, the messages, a
// code unique per tenant whatever its case, the status following the dates, getDiscount by id, code or partner,
// search and status filters, and the walls: the Cashier reads but does not write, another tenant sees nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { gql, login, type LoginPayload } from "../support/api";
import { activityFor } from "../support/activityLog";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData, expectGqlError } from "../support/assertions";
import { locationNamed, uniqueName } from "../support/fixtures";
import { acmeAdmin, demoAdmin, demoCashier, demoManager } from "../support/logins";
import type { List } from "../support/operations";

const FIELDS = `id secondaryId title code type scope value maxDiscountAmount minPurchaseAmount minQuantity buyX getY getYDiscount
  limitUses usedCount combinable status startDate endDate partnerId partner { id name }
  categories { id name } customers { id name } products { id name } tags { id name } locations { id name }`;
const GET_DISCOUNTS = `query ($search: String, $filter: [FilterGroupInput!], $locationId: ID) {
  getDiscounts(search: $search, filter: $filter, locationId: $locationId, limit: 100) { data { ${FIELDS} } meta { totalCount } } }`;
const GET_DISCOUNT = `query ($id: ID, $code: String, $partnerId: ID) { getDiscount(id: $id, code: $code, partnerId: $partnerId) { ${FIELDS} } }`;
const CREATE = `mutation ($input: DiscountInput!) { createDiscount(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: DiscountInput!) { updateDiscount(id: $id, input: $input) { ${FIELDS} } }`;

interface Discount {
  id: string;
  secondaryId: string;
  title: string;
  code: string | null;
  status: string;
  getYDiscount: number | null;
  usedCount: number;
  partner: { name: string } | null;
  products: { id: string; name: string }[];
  locations: { id: string; name: string }[];
}

let admin: LoginPayload;
let cashier: LoginPayload;
let acme: LoginPayload;
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
let run = 0;
const freshCode = (): string => `T${Date.now().toString(36).toUpperCase()}${(run += 1)}`;
// always with a code: an automatic discount would change the totals of the other files' carts
const base = (overrides: object = {}) => ({ title: uniqueName("Discount"), code: freshCode(), type: "PERCENTAGE", scope: "CART", value: 10, startDate: at(-1), ...overrides });

beforeAll(async () => {
  [admin, cashier, acme] = await Promise.all([login(demoAdmin.email, demoAdmin.password), login(demoCashier.email, demoCashier.password), login(acmeAdmin.email, acmeAdmin.password)]);
});

const create = async (input: object, token = admin.token) => expectData(await gql<{ createDiscount: Discount }>(CREATE, { input }, { token })).createDiscount;
const list = async (variables: object, token = admin.token) => expectData(await gql<{ getDiscounts: List<Discount> }>(GET_DISCOUNTS, variables, { token })).getDiscounts.data;
const fieldsOf = (result: Awaited<ReturnType<typeof gql>>) => expectGqlError(result, "BAD_USER_INPUT").extensions?.fields;

describe("the demo discounts", () => {
  it("has SAVE10, a Gulberg buy-2-get-1, an expired and a scheduled code, and the seniors' programme", async () => {
    const byTitle = new Map((await list({})).map((d) => [d.title, d]));
    expect(byTitle.get("Save 10%")).toMatchObject({ code: "SAVE10", status: "ACTIVE" });
    expect(byTitle.get("Buy 2 get 1 free")).toMatchObject({ code: null, status: "ACTIVE", products: [{ name: "Ponstan 500mg Tablets" }], locations: [{ name: "Gulberg Store" }] });
    expect(byTitle.get("Summer Sale 25%")).toMatchObject({ code: "SUMMER25", status: "EXPIRED" });
    expect(byTitle.get("Eid Mubarak Rs 200")).toMatchObject({ code: "EID2027", status: "SCHEDULED" });
    expect(byTitle.get("Senior Citizens 5%")).toMatchObject({ partner: { name: "Senior Citizens Programme" } });
  });
});

describe("create, read and update", () => {
  it("creates a discount with a DSC number, an upper-case code and its targets, and reads it by id, code and partner", async () => {
    const gulberg = locationNamed(admin, "Gulberg Store");
    const code = freshCode();
    const partner = expectData(await gql<{ createPartner: { id: string } }>(`mutation ($input: PartnerInput!) { createPartner(input: $input) { id } }`, { input: { name: uniqueName("Programme"), type: "DISCOUNT" } }, { token: admin.token })).createPartner;
    const created = await create(base({ code: ` ${code.toLowerCase()} `, scope: "BUY_X_GET_Y", buyX: 2, getY: 1, locationIds: [gulberg.id], partnerId: partner.id }));
    expect(created).toMatchObject({ code, status: "ACTIVE", getYDiscount: 100, usedCount: 0, locations: [{ id: gulberg.id, name: "Gulberg Store" }] });
    expect(created.secondaryId).toMatch(/^DSC-\d{6}$/);
    const read = (variables: object) => gql<{ getDiscount: Discount }>(GET_DISCOUNT, variables, { token: admin.token });
    expect(expectData(await read({ id: created.id })).getDiscount.id).toBe(created.id);
    expect(expectData(await read({ code: code.toLowerCase() })).getDiscount.id).toBe(created.id);
    expect(expectData(await read({ partnerId: partner.id })).getDiscount.id).toBe(created.id);
    expectGqlError(await read({ code: "NOPE-NOT-HERE" }), "NOT_FOUND", "Discount not found.");
    expect((await activityFor(created.id)).map((entry) => entry.action)).toContain("CREATE");
  });

  it("updates it, replacing its targets, and follows the dates and the hand-set status", async () => {
    const created = await create(base({ code: freshCode(), locationIds: [locationNamed(admin, "DHA Store").id] }));
    const update = (input: object) => gql<{ updateDiscount: Discount }>(UPDATE, { id: created.id, input: base({ code: created.code, title: created.title, ...input }) }, { token: admin.token });
    expect(expectData(await update({ locationIds: [] })).updateDiscount.locations).toEqual([]);
    expect(expectData(await update({ status: "IN_ACTIVE" })).updateDiscount.status).toBe("IN_ACTIVE");
    expect(expectData(await update({ startDate: at(3) })).updateDiscount.status).toBe("SCHEDULED");
    expect(expectData(await update({ startDate: at(-3), endDate: at(-1) })).updateDiscount.status).toBe("EXPIRED");
    const expired = await list({ search: created.title, filter: [{ conditions: [{ field: "status", operator: "EQUAL", value: "EXPIRED" }] }] });
    expect(expired.map((d) => d.id)).toEqual([created.id]);
    expect(await list({ search: created.title, filter: [{ conditions: [{ field: "status", operator: "EQUAL", value: "ACTIVE" }] }] })).toEqual([]);
  });

  it("finds discounts by title or code, and those of a location (every location or naming it)", async () => {
    const dha = locationNamed(admin, "DHA Store");
    const gulberg = locationNamed(admin, "Gulberg Store");
    const stem = uniqueName("Findable");
    const everywhere = await create(base({ title: `${stem} everywhere` }));
    const atDha = await create(base({ title: `${stem} DHA`, locationIds: [dha.id] }));
    const ids = async (locationId?: string) => (await list({ search: stem, locationId })).map((d) => d.id).sort();
    expect(await ids()).toEqual([everywhere.id, atDha.id].sort());
    expect(await ids(gulberg.id)).toEqual([everywhere.id]);
    expect(await ids(dha.id)).toEqual([everywhere.id, atDha.id].sort());
    const coded = await create(base({ code: freshCode() }));
    expect((await list({ search: (coded.code as string).toLowerCase() })).map((d) => d.id)).toEqual([coded.id]);
  });
});

describe("validation", () => {
  it("names each field and its rule, and changes nothing", async () => {
    const before = (await list({})).length;
    expect(fieldsOf(await gql(CREATE, { input: base({ title: " ", value: 150 }) }, { token: admin.token }))).toMatchObject({ title: "Title is required." });
    expect(fieldsOf(await gql(CREATE, { input: base({ value: 150 }) }, { token: admin.token }))).toEqual({ value: "A percentage cannot be more than 100." });
    expect(fieldsOf(await gql(CREATE, { input: base({ value: 0 }) }, { token: admin.token }))).toEqual({ value: "Value must be more than 0." });
    expect(fieldsOf(await gql(CREATE, { input: base({ endDate: at(-2) }) }, { token: admin.token }))).toEqual({ endDate: "End date must be after the start date." });
    expect(fieldsOf(await gql(CREATE, { input: base({ scope: "BUY_X_GET_Y" }) }, { token: admin.token }))).toEqual({
      buyX: "Buy quantity is required for Buy X Get Y.",
      getY: "Get quantity is required for Buy X Get Y.",
    });
    expect(fieldsOf(await gql(CREATE, { input: base({ code: "no spaces!" }) }, { token: admin.token }))).toEqual({ code: "Code must be 3 to 30 letters, digits, - or _." });
    expect(fieldsOf(await gql(CREATE, { input: base({ status: "EXPIRED" }) }, { token: admin.token }))).toEqual({ status: "Status must be Active or Inactive." });
    expect(fieldsOf(await gql(CREATE, { input: base({ productIds: ["00000000-0000-4000-8000-000000000000"] }) }, { token: admin.token }))).toEqual({ productIds: "Some selected products were not found." });
    expect((await list({})).length).toBe(before);
  });

  it("keeps a code unique per tenant whatever its case, and another tenant may use it", async () => {
    const code = freshCode();
    await create(base({ code }));
    expect(fieldsOf(await gql(CREATE, { input: base({ code: code.toLowerCase() }) }, { token: admin.token }))).toEqual({ code: "A discount with this code already exists." });
    expect((await create(base({ code }), acme.token)).code).toBe(code);
  });

  it("refuses a limit below the uses already made", async () => {
    const created = await create(base({ code: freshCode(), limitUses: 5 }));
    await queryApiDatabase("update discounts set used_count = 3 where id = $1", [created.id]);
    const input = base({ title: created.title, code: created.code, limitUses: 2 });
    expect(fieldsOf(await gql(UPDATE, { id: created.id, input }, { token: admin.token }))).toEqual({ limitUses: "Limit uses cannot be less than the 3 uses already made." });
    expect(expectData(await gql<{ updateDiscount: Discount }>(UPDATE, { id: created.id, input: { ...input, limitUses: 3 } }, { token: admin.token })).updateDiscount.usedCount).toBe(3);
  });
});

describe("walls", () => {
  it("lets the Cashier read discounts but not create or update them", async () => {
    expect((await list({}, cashier.token)).length).toBeGreaterThan(0);
    expectGqlError(await gql(CREATE, { input: base() }, { token: cashier.token }), "FORBIDDEN");
    const created = await create(base());
    expectGqlError(await gql(UPDATE, { id: created.id, input: base() }, { token: cashier.token }), "FORBIDDEN");
  });

  it("hides one tenant's discounts and targets from another", async () => {
    const code = freshCode();
    const created = await create(base({ code }));
    expectGqlError(await gql(GET_DISCOUNT, { id: created.id }, { token: acme.token }), "NOT_FOUND");
    expectGqlError(await gql(GET_DISCOUNT, { code }, { token: acme.token }), "NOT_FOUND");
    expectGqlError(await gql(UPDATE, { id: created.id, input: base() }, { token: acme.token }), "NOT_FOUND");
    expect(await list({ search: created.title }, acme.token)).toEqual([]);
    const gulberg = locationNamed(admin, "Gulberg Store");
    expect(fieldsOf(await gql(CREATE, { input: base({ locationIds: [gulberg.id] }) }, { token: acme.token }))).toEqual({ locationIds: "Some selected locations were not found." });
  });
});

describe("the locations a discount targets (issue 25)", () => {
  it("lets an author aim a discount only at locations they work at, and change only a discount that applies where they work", async () => {
    const manager = await login(demoManager.email, demoManager.password);
    const gulberg = locationNamed(manager, "Gulberg Store");
    const warehouse = locationNamed(admin, "Central Warehouse");
    const count = async () => Number((await queryApiDatabase<{ n: string }>("select count(*) as n from discounts"))[0].n);
    const before = await count();

    expect(fieldsOf(await gql(CREATE, { input: base({ locationIds: [gulberg.id, warehouse.id] }) }, { token: manager.token }))).toEqual({
      locationIds: "You can aim a discount only at locations you work at: Central Warehouse is not one of them.",
    });
    expect(fieldsOf(await gql(CREATE, { input: base() }, { token: manager.token }))).toEqual({ locationIds: "Please choose the locations of the discount: you do not work at every location." });
    expect(await count()).toBe(before);

    const mine = await create(base({ locationIds: [gulberg.id] }), manager.token);
    expect(mine.locations.map((location) => location.name)).toEqual(["Gulberg Store"]);
    expect(fieldsOf(await gql(UPDATE, { id: mine.id, input: base({ title: mine.title, code: mine.code, locationIds: [warehouse.id] }) }, { token: manager.token }))).toEqual({
      locationIds: "You can aim a discount only at locations you work at: Central Warehouse is not one of them.",
    });

    const chains = [await create(base({ locationIds: [gulberg.id, warehouse.id] })), await create(base())];
    expectGqlError(
      await gql(UPDATE, { id: chains[0].id, input: base({ locationIds: [gulberg.id] }) }, { token: manager.token }),
      "FORBIDDEN",
      "This discount also applies at Central Warehouse, where you do not work: only someone who works there can change it.",
    );
    expectGqlError(
      await gql(UPDATE, { id: chains[1].id, input: base({ locationIds: [gulberg.id] }) }, { token: manager.token }),
      "FORBIDDEN",
      "This discount also applies at every location, where you do not work: only someone who works there can change it.",
    );
    const unchanged = expectData(await gql<{ getDiscount: Discount }>(GET_DISCOUNT, { id: chains[0].id }, { token: admin.token })).getDiscount;
    expect(unchanged.locations.map((location) => location.name).sort()).toEqual(["Central Warehouse", "Gulberg Store"]);
  });
});
