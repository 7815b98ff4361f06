// Operations and fixtures of the stock adjustment API tests: a store of their own (so that an expired write-off of
// "every expired lot there" touches no other test's lots), users with exactly the permissions a test needs, and
// the checks that the ledger and the stock levels still equal the lots.
import { randomUUID } from "node:crypto";
import { expect, inject } from "vitest";
import { createApiClient, gql, login, type GqlResult } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData } from "../support/assertions";
import { geography, uniqueName } from "../support/fixtures";
import { demoCashier } from "../support/logins";
import { CREATE_LOCATION, type LocationRecord } from "../support/operations";
import { salesWorld, type SalesWorld } from "./ordersHelpers";

export const ADJUSTMENT_FIELDS = `id secondaryId title remarks adjustmentType status auditId auditSecondaryId locationId location { id name } itemCount lotCount
  adjustedQuantity stockValue stockValueExcludingTax taxValue createdAt createdBy { id firstName } updatedAt updatedBy { id } approvedAt approvedBy { id }
  products { id locationId productName netQuantity stockValue adjustmentLot { id lotId actionId kind reason status adjustedStatus expiryDate
    adjustedExpiryDate originalQuantity adjustedQuantity holdsLot locationName adjustedLocationName stockValue stockValueExcludingTax taxValue } }`;

export const adjustmentOps = {
  create: `mutation ($input: CreateAdjustmentInput!) { createAdjustment(input: $input) { ${ADJUSTMENT_FIELDS} } }`,
  decide: `mutation ($id: ID!, $status: AdjustmentStatus!) { updateAdjustmentStatus(id: $id, status: $status) { ${ADJUSTMENT_FIELDS} } }`,
  get: `query ($id: ID!) { getAdjustment(id: $id) { ${ADJUSTMENT_FIELDS} } }`,
  list: `query ($page: Int, $limit: Int, $sort: [SortInput!], $filter: [FilterGroupInput!], $locationId: ID) {
    getAdjustments(page: $page, limit: $limit, sort: $sort, filter: $filter, locationId: $locationId) { data { id secondaryId status locationId auditId auditSecondaryId } meta { total totalCount } } }`,
  expired: `query ($locationId: ID!) { getExpiredLots(locationId: $locationId) { locationId lotCount quantity stockValue stockValueExcludingTax taxValue
    lots { lotId actionId productId productName batchExpiry quantity stockValue stockValueExcludingTax taxValue } } }`,
  writeOff: `mutation ($locationId: ID!, $title: String) { createExpiredWriteOff(locationId: $locationId, title: $title) { ${ADJUSTMENT_FIELDS} } }`,
};

export type AdjustmentLot = {
  id: string;
  lotId: string;
  actionId: string;
  kind: string;
  reason: string;
  status: string;
  adjustedStatus: string | null;
  originalQuantity: number;
  adjustedQuantity: number;
  holdsLot: boolean;
  stockValue: number;
  stockValueExcludingTax: number;
  taxValue: number;
};
export type Adjustment = {
  id: string;
  secondaryId: string;
  title: string;
  adjustmentType: string;
  status: string;
  auditId: string | null;
  auditSecondaryId: string | null;
  locationId: string;
  itemCount: number;
  lotCount: number;
  adjustedQuantity: number;
  stockValue: number;
  stockValueExcludingTax: number;
  taxValue: number;
  createdBy: { id: string } | null;
  approvedAt: string | null;
  approvedBy: { id: string } | null;
  products: { id: string; productName: string; netQuantity: number; stockValue: number; adjustmentLot: AdjustmentLot[] }[];
};

export interface AdjustmentWorld extends SalesWorld {
  /** A retail store of this test file alone, under the Central Warehouse. */
  shopId: string;
}

/** The sales world and a new store of its own; the administrator's token is renewed to work there. */
export async function adjustmentWorld(): Promise<AdjustmentWorld> {
  const world = await salesWorld();
  const cityId = (await geography(createApiClient(inject("apiUrl")), world.token, "Pakistan")).city("Lahore");
  const shop = expectData(
    await gql<{ createLocation: LocationRecord }>(
      CREATE_LOCATION,
      { locationDto: { name: uniqueName("Adjustment Shop"), type: "RETAIL", status: "ACTIVE", cityId, warehouse_id: world.warehouseId } },
      { token: world.token },
    ),
  ).createLocation;
  const session = await login(world.session.user.email, "Admin@12345");
  return { ...world, session, admin: session, token: session.token, shopId: shop.id };
}

/** A user of the demo tenant whose role holds exactly these permissions, at these locations: their token. */
export async function userWith(world: SalesWorld, permissions: readonly string[], locationIds: readonly string[]): Promise<{ id: string; token: string }> {
  const tenantId = world.session.tenant.id;
  const roleId = randomUUID();
  const userId = randomUUID();
  const tag = roleId.slice(0, 8);
  await queryApiDatabase(`insert into roles (tenant_id, id, secondary_id, name) values ($1, $2, $3, $4)`, [tenantId, roleId, `ROLE-A${tag}`, `Adjustments ${tag}`]);
  await queryApiDatabase(`insert into role_permissions (tenant_id, role_id, permission_id) select $1, $2, id from permissions where permission = any(string_to_array($3, ','))`, [tenantId, roleId, permissions.join(",")]);
  await queryApiDatabase(
    `insert into users (tenant_id, id, secondary_id, email, first_name, last_name, role_id, password_hash)
     select $1, $2, $3, $4, 'Adjustment', 'Checker', $5, password_hash from users where tenant_id = $1 and email = 'cashier@demo.test'`,
    [tenantId, userId, `USR-A${tag}`, `adjust-${tag}@demo.test`, roleId],
  );
  for (const locationId of locationIds) await queryApiDatabase(`insert into user_locations (tenant_id, user_id, location_id) values ($1, $2, $3)`, [tenantId, userId, locationId]);
  return { id: userId, token: (await login(`adjust-${tag}@demo.test`, demoCashier.password)).token };
}

export const createAdjustment = (token: string, input: object) => gql<{ createAdjustment: Adjustment }>(adjustmentOps.create, { input }, { token });
export const decide = (token: string, id: string, status: string) => gql<{ updateAdjustmentStatus: Adjustment }>(adjustmentOps.decide, { id, status }, { token });
export const made = async (token: string, input: object): Promise<Adjustment> => expectData(await createAdjustment(token, input)).createAdjustment;
export const fieldsOf = (result: GqlResult<unknown>) => JSON.stringify(result.errors?.[0]?.extensions?.fields ?? {});

export type LotState = { status: string; quantity: number };

export async function lotState(lotId: string): Promise<LotState> {
  const [row] = await queryApiDatabase<{ status: string; quantity: number }>("select status, quantity from product_lots where id = $1", [lotId]);
  return { status: row.status, quantity: Number(row.quantity) };
}

/** Every lot of the products equals the sum of its ledger rows, and the location's stock levels equal its lots. */
export async function booksAgree(productIds: readonly string[], locationId: string): Promise<void> {
  const drift = await queryApiDatabase<{ id: string; quantity: number; ledger: string }>(
    `select l.id, l.quantity, (select coalesce(sum(m.quantity), 0) from stock_movements m where m.tenant_id = l.tenant_id and m.lot_id = l.id)::text as ledger
     from product_lots l where l.product_id = any(string_to_array($1, ',')::uuid[])`,
    [productIds.join(",")],
  );
  for (const lot of drift) expect(Number(lot.ledger), `lot ${lot.id}`).toBe(Number(lot.quantity));
  const levels = await queryApiDatabase<{ product_id: string; kept: string; counted: string }>(
    `select p.id as product_id,
       coalesce((select concat_ws(' ', s.lots, s.stock_quantity, s.stock_value) from stock_levels s where s.location_id = $2 and s.product_id = p.id), '0 0 0.00') as kept,
       (select concat_ws(' ', count(*), coalesce(sum(l.quantity), 0),
          coalesce(sum(round((g.trade_price - g.disc_value / g.received_quantity) * l.quantity / g.uom_factor, 2)), 0.00)::numeric(18, 2))
        from product_lots l join grn_items g on g.tenant_id = l.tenant_id and g.id = l.grn_item_id
        where l.location_id = $2 and l.product_id = p.id and l.status = 'IN_INVENTORY') as counted
     from products p where p.id = any(string_to_array($1, ',')::uuid[])`,
    [productIds.join(","), locationId],
  );
  for (const level of levels) expect(level.kept, `stock level of ${level.product_id}`).toBe(level.counted);
}
