// The stock ledger on a real database (PostgreSQL with TEST_DATABASE_URL, else PGlite): receiveLots and
// applyLotMovements write lots and ledger rows together, in order, at the transaction's time, and refuse what
// the rules forbid without writing anything.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { AppError } from "../../../server/core/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresErrorOf, queryRows } from "../../../server/db";
import { applyLotMovements, type LotMovement } from "../../../server/modules/inventory/ledger";
import { STOCK_MOVEMENT_KINDS } from "../../../server/modules/inventory/movementRules";
import { stockLevelDifferences } from "../../../server/modules/inventory/stockLevels";
import { openStockFixture, type StockFixture } from "./stockFixture";

let fixture: StockFixture;

beforeAll(async () => {
  fixture = await openStockFixture();
}, 120_000);
afterAll(() => fixture?.database.dispose());

type LedgerRow = {
  lot_id: string;
  kind: string;
  quantity: number;
  from_status: string | null;
  to_status: string | null;
  from_location_id: string | null;
  to_location_id: string | null;
  document_type: string;
  user_id: string | null;
  sequence: string;
  /** Seconds since the epoch. */
  created_at: number;
  lot_created_at: number;
};

const ledgerOf = (lotIds: readonly string[]) =>
  fixture.inTenant((tx) =>
    queryRows<LedgerRow>(
      tx,
      sql`select m.lot_id, m.kind, m.quantity, m.from_status, m.to_status, m.from_location_id, m.to_location_id, m.document_type, m.user_id, m.sequence,
          extract(epoch from m.created_at)::float8 as created_at, extract(epoch from l.created_at)::float8 as lot_created_at
        from stock_movements m join product_lots l on l.tenant_id = m.tenant_id and l.id = m.lot_id
        where m.tenant_id = ${fixture.tenantId}::uuid and m.lot_id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(lotIds)}::jsonb))
        order by m.sequence`,
    ),
  );

const order = () => ({ type: "ORDER" as const, id: randomUUID() });
const apply = (movements: LotMovement[]) => fixture.inTenant((tx) => applyLotMovements(tx, fixture.tenantId, movements));
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const failureOf = (promise: Promise<unknown>) => promise.then(() => { throw new Error("expected a refusal"); }, (error: unknown) => error);

describe("receiveLots", () => {
  it("makes the lots with one INTAKE row each, written in the order given, at the transaction's time", async () => {
    const product = fixture.freshProduct();
    const ids = await fixture.stock(product.id, Array.from({ length: 300 }, (_, index) => ({ expiresIn: 100 + index, quantity: 1 + (index % 7) })));
    const rows = await ledgerOf(ids);
    expect(rows.map((row) => row.lot_id)).toEqual(ids);
    const first = rows[0];
    for (const row of rows) {
      expect(row).toMatchObject({ kind: "INTAKE", from_status: null, to_status: "IN_INVENTORY", from_location_id: null, to_location_id: fixture.locationIds["Gulberg Store"], document_type: "GRN", user_id: fixture.userId });
      expect(row.created_at).toEqual(first.created_at);
      expect(row.lot_created_at).toEqual(first.created_at);
    }
    const lots = await fixture.lots(ids);
    expect(lots.every((lot) => lot.status === "IN_INVENTORY" && !lot.isOpened && lot.quantity === lot.ledger)).toBe(true);
  });
});

describe("applyLotMovements", () => {
  it("sells, transfers and moves lots, with one ledger row per movement in order and each lot equal to its ledger", async () => {
    const product = fixture.freshProduct();
    const [sold, moved] = await fixture.stock(product.id, [{ expiresIn: 200 }, { expiresIn: 300 }]);
    const sale = order();
    const transfer = { type: "TRANSFER" as const, id: randomUUID() };
    const { userId } = fixture;
    const after = await apply([
      { kind: "SALE", lotId: sold, quantity: -3, document: sale, userId },
      { kind: "TRANSFER_OUT", lotId: moved, quantity: 0, document: transfer, userId },
      { kind: "SALE", lotId: sold, quantity: -7, document: sale, userId },
      { kind: "TRANSFER_IN", lotId: moved, quantity: 0, toLocationId: fixture.locationIds["DHA Store"], document: transfer, userId },
    ]);
    expect(after).toHaveLength(2);
    const [soldLot, movedLot] = await fixture.lots([sold, moved]);
    expect(soldLot).toMatchObject({ quantity: 0, ledger: 0, status: "STOCK_OUT", isOpened: true });
    expect(movedLot).toMatchObject({ quantity: 10, ledger: 10, status: "IN_INVENTORY", isOpened: false, locationId: fixture.locationIds["DHA Store"] });
    const gulberg = fixture.locationIds["Gulberg Store"];
    const rows = (await ledgerOf([sold, moved])).filter((row) => row.kind !== "INTAKE");
    expect(rows.map(({ lot_id, kind, quantity, from_status, to_status, from_location_id, to_location_id }) => ({ lot_id, kind, quantity, from_status, to_status, from_location_id, to_location_id }))).toEqual([
      { lot_id: sold, kind: "SALE", quantity: -3, from_status: "IN_INVENTORY", to_status: "IN_INVENTORY", from_location_id: gulberg, to_location_id: null },
      { lot_id: moved, kind: "TRANSFER_OUT", quantity: 0, from_status: "IN_INVENTORY", to_status: "IN_TRANSFER", from_location_id: gulberg, to_location_id: null },
      { lot_id: sold, kind: "SALE", quantity: -7, from_status: "IN_INVENTORY", to_status: "STOCK_OUT", from_location_id: gulberg, to_location_id: null },
      { lot_id: moved, kind: "TRANSFER_IN", quantity: 0, from_status: "IN_TRANSFER", to_status: "IN_INVENTORY", from_location_id: gulberg, to_location_id: fixture.locationIds["DHA Store"] },
    ]);
    const intake = (await ledgerOf([sold])).find((row) => row.kind === "INTAKE")!;
    for (const row of rows) expect(row.created_at).toBeGreaterThanOrEqual(intake.created_at);
    // the stock levels followed: nothing left at Gulberg, one sealed pack of 10 at DHA
    const levels = await fixture.inTenant((tx) =>
      queryRows<{ location_id: string; lots: number; loose_quantity: number; packed_count: number; stock_quantity: number }>(
        tx,
        sql`select location_id, lots, loose_quantity, packed_count, stock_quantity from stock_levels where tenant_id = ${fixture.tenantId}::uuid and product_id = ${product.id}::uuid order by lots`,
      ),
    );
    expect(levels).toEqual([
      { location_id: gulberg, lots: 0, loose_quantity: 0, packed_count: 0, stock_quantity: 0 },
      { location_id: fixture.locationIds["DHA Store"], lots: 1, loose_quantity: 0, packed_count: 1, stock_quantity: 10 },
    ]);
  });

  it("keeps every product's stock level at every location equal to the sum of its lots (the seed and these tests)", async () => {
    const product = fixture.freshProduct();
    const [opened] = await fixture.stock(product.id, [{ expiresIn: 200, opened: true, quantity: 7 }, { expiresIn: 300 }]);
    await apply([{ kind: "SALE", lotId: opened, quantity: -2, document: order(), userId: fixture.userId }]);
    expect(await fixture.inTenant((tx) => stockLevelDifferences(tx, fixture.tenantId))).toEqual([]);
    const [level] = await fixture.inTenant((tx) =>
      queryRows<{ loose_quantity: number; packed_count: number; stock_quantity: number }>(
        tx,
        sql`select loose_quantity, packed_count, stock_quantity from stock_levels where tenant_id = ${fixture.tenantId}::uuid and product_id = ${product.id}::uuid`,
      ),
    );
    expect(level).toEqual({ loose_quantity: 5, packed_count: 1, stock_quantity: 15 });
  });

  it("reads a lot IN_AUDIT while an open audit counts its product: sold, it stays in the stock levels and its ledger row says so", async () => {
    const product = fixture.freshProduct();
    const [audited] = await fixture.stock(product.id, [{ expiresIn: 200 }, { expiresIn: 300 }]);
    const auditId = randomUUID();
    const levelOf = async () =>
      (
        await fixture.inTenant((tx) =>
          queryRows<{ lots: number; stock_quantity: number }>(tx, sql`select lots, stock_quantity from stock_levels where tenant_id = ${fixture.tenantId}::uuid and product_id = ${product.id}::uuid`),
        )
      )[0];
    // an audit of the store counting the product, as createAudit records it (nothing is written to the lots)
    await fixture.inTenant(async (tx) => {
      await tx.execute(sql`insert into audits (tenant_id, id, secondary_id, location_id, type, status, item_count, lot_count)
        values (${fixture.tenantId}::uuid, ${auditId}::uuid, ${`AUD-T${auditId.slice(0, 8)}`}, ${fixture.locationIds["Gulberg Store"]}::uuid, 'SPECIFIC_PRODUCT', 'PENDING', 1, 2)`);
      await tx.execute(sql`insert into audit_products (tenant_id, id, audit_id, product_id, status, lot_count)
        values (${fixture.tenantId}::uuid, ${randomUUID()}::uuid, ${auditId}::uuid, ${product.id}::uuid, 'PENDING', 2)`);
    });
    await apply([{ kind: "SALE", lotId: audited, quantity: -3, document: order(), userId: fixture.userId }]);
    expect(await fixture.lots([audited])).toMatchObject([{ quantity: 7, ledger: 7, status: "IN_INVENTORY", isOpened: true }]);
    expect((await ledgerOf([audited])).at(-1)).toMatchObject({ kind: "SALE", from_status: "IN_AUDIT", to_status: "IN_AUDIT" });
    expect(await levelOf()).toEqual({ lots: 2, stock_quantity: 17 });
    // a lot being counted does not go back to its vendor
    const refused = await failureOf(apply([{ kind: "RETURN_TO_VENDOR", lotId: audited, quantity: -7, document: { type: "STOCK_RETURN", id: randomUUID() }, userId: null }]));
    expect((refused as AppError).message).toMatch(/being audited/);
    await fixture.inTenant((tx) => tx.execute(sql`update audits set status = 'CLOSED' where tenant_id = ${fixture.tenantId}::uuid and id = ${auditId}::uuid`));
    await apply([{ kind: "SALE", lotId: audited, quantity: -1, document: order(), userId: fixture.userId }]);
    expect((await ledgerOf([audited])).at(-1)).toMatchObject({ kind: "SALE", from_status: "IN_INVENTORY", to_status: "IN_INVENTORY" });
    expect(await levelOf()).toEqual({ lots: 2, stock_quantity: 16 });
    expect(await fixture.inTenant((tx) => stockLevelDifferences(tx, fixture.tenantId))).toEqual([]);
  });

  it("refuses to take more than a lot holds, naming the product, and writes nothing of the call", async () => {
    const product = fixture.freshProduct();
    const [first, second] = await fixture.stock(product.id, [{ expiresIn: 200, quantity: 5 }, { expiresIn: 200, quantity: 4 }]);
    const sale = order();
    const error = await failureOf(
      apply([
        { kind: "SALE", lotId: first, quantity: -5, document: sale, userId: null },
        { kind: "SALE", lotId: second, quantity: -3, document: sale, userId: null },
        { kind: "SALE", lotId: second, quantity: -2, document: sale, userId: null },
      ]),
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).extensions.code).toBe("CONFLICT");
    expect((error as AppError).message).toMatch(new RegExp(`^${literally(product.name)}: lot TEST-\\d+ holds only 1, so 2 cannot be taken from it\\.$`));
    expect(await fixture.lots([first, second])).toMatchObject([{ quantity: 5, ledger: 5, status: "IN_INVENTORY" }, { quantity: 4, ledger: 4, status: "IN_INVENTORY" }]);
    expect(await ledgerOf([first, second])).toHaveLength(2);
  });

  it("refuses a movement its kind does not allow from the lot's status", async () => {
    const product = fixture.freshProduct();
    const [lot] = await fixture.stock(product.id, [{ expiresIn: 200 }]);
    await apply([{ kind: "RETURN_TO_VENDOR", lotId: lot, quantity: -10, document: { type: "STOCK_RETURN", id: randomUUID() }, userId: null }]);
    const error = (await failureOf(apply([{ kind: "SALE", lotId: lot, quantity: -1, document: order(), userId: null }]))) as AppError;
    expect(error.extensions.code).toBe("CONFLICT");
    expect(error.message).toMatch(new RegExp(`^${literally(product.name)}: lot TEST-\\d+ is returned to its vendor, so it cannot be sold\\.$`));
    expect(await fixture.lots([lot])).toMatchObject([{ quantity: 0, ledger: 0, status: "RETURNED" }]);
  });
});

describe("the database's walls behind the ledger", () => {
  it("accepts exactly the ledger's movement kinds", async () => {
    const [constraint] = await fixture.inTenant((tx) =>
      queryRows<{ definition: string }>(tx, sql`select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'stock_movements_kind_check'`),
    );
    const kinds = [...constraint.definition.matchAll(/'([A-Z_]+)'/g)].map((match) => match[1]);
    expect(kinds.sort()).toEqual([...STOCK_MOVEMENT_KINDS].sort());
  });

  it("refuses a ledger row of an unknown kind and a negative lot quantity", async () => {
    const product = fixture.freshProduct();
    const [lot] = await fixture.stock(product.id, [{ expiresIn: 200 }]);
    const badKind = await failureOf(
      fixture.inTenant((tx) =>
        tx.execute(sql`insert into stock_movements (tenant_id, lot_id, product_id, kind, quantity, document_type, document_id)
          values (${fixture.tenantId}::uuid, ${lot}::uuid, ${product.id}::uuid, 'RETURN', -10, 'STOCK_RETURN', gen_random_uuid())`),
      ),
    );
    expect(postgresErrorOf(badKind)).toMatchObject({ code: "23514" });
    const negative = await failureOf(fixture.inTenant((tx) => tx.execute(sql`update product_lots set quantity = -1 where id = ${lot}::uuid`)));
    expect(postgresErrorOf(negative)).toMatchObject({ code: "23514" });
  });
});
