// The ledger's cost with the stock movement rollup (README "Stock movement report"): one store of the demo company
// gets 5,000 more products and 20,000 lots (receiveLotCopies), then single ledger calls over all 20,000 lots are
// timed, each in its own transaction: a count starting and ending (AUDIT: moves no units, writes no rollup row),
// the lots sent to the warehouse (TRANSFER_OUT) and received there (TRANSFER_IN), and back, ROUNDS times; the
// median of each. Run it on a commit without the rollup for the figures before. Alone: `npx tsx bench/movementRollup.ts`;
// `npm run bench` runs it after the audits.
import { openDatabase, withTenant, type Tx } from "../server/db";
import { applyLotMovements, receiveLotCopies, type LotMovement } from "../server/modules/inventory";
import { seedManyProducts } from "../server/seed";
import { runWhenStarted, withBenchServer, type BenchWorld } from "./benchServer";

const PRODUCTS = Number(process.env.BENCH_MOVEMENT_PRODUCTS ?? 5_000);
const LOTS = Number(process.env.BENCH_MOVEMENT_LOTS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_MOVEMENT_ROUNDS ?? 3);

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function benchMovements(world: BenchWorld): Promise<Record<string, number[]>> {
  const place = async (name: string) => (await world.admin.query<{ id: string }>("select id from locations where name = $1", [name])).rows[0].id;
  const store = await place("Gulberg Store");
  const warehouse = await place("Central Warehouse");
  const template = (await world.admin.query<{ id: string }>("select id from product_lots where location_id = $1 and status = 'IN_INVENTORY' order by id limit 1", [store])).rows[0].id;
  const handle = await openDatabase({ databaseUrl: world.databaseUrl, dataDir: world.dataDir });
  const times: Record<string, number[]> = { "AUDIT in": [], "AUDIT out": [], TRANSFER_OUT: [], TRANSFER_IN: [] };
  try {
    await seedManyProducts(handle.db, world.tenantId, PRODUCTS);
    await withTenant(handle.db, world.tenantId, (tx) => receiveLotCopies(tx, world.tenantId, { templateLotId: template, from: 1, to: LOTS, prefix: "MOVE-BENCH-" }), { statementTimeoutMs: 120_000 });
    await world.admin.query("vacuum analyze");
    const lotIds = (await world.admin.query<{ id: string }>("select id from product_lots where action_id like 'MOVE-BENCH-%' order by id")).rows.map((row) => row.id);
    const document = { type: "TRANSFER" as const, id: template };
    const call = async (name: string, movement: (lotId: string) => Omit<LotMovement, "lotId" | "document" | "userId">) => {
      const movements = lotIds.map((lotId): LotMovement => ({ ...movement(lotId), lotId, document, userId: world.userId }) as LotMovement);
      const started = performance.now();
      await withTenant(handle.db, world.tenantId, (tx: Tx) => applyLotMovements(tx, world.tenantId, movements), { statementTimeoutMs: 120_000 });
      times[name].push(performance.now() - started);
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      const to = round % 2 === 0 ? warehouse : store;
      await call("AUDIT in", () => ({ kind: "AUDIT", quantity: 0, toStatus: "IN_AUDIT" }));
      await call("AUDIT out", () => ({ kind: "AUDIT", quantity: 0, toStatus: "IN_INVENTORY" }));
      await call("TRANSFER_OUT", () => ({ kind: "TRANSFER_OUT", quantity: 0 }));
      await call("TRANSFER_IN", () => ({ kind: "TRANSFER_IN", quantity: 0, toLocationId: to }));
    }
  } finally {
    await handle.close();
  }
  return times;
}

/** Runs the bench on a database of its own and prints its table (npm run bench runs it with the audits). */
export async function movementRollupBench(): Promise<void> {
  const times = await withBenchServer("movements", benchMovements);
  console.log(`\n| one ledger call over ${LOTS.toLocaleString("en-US")} lots | median of ${ROUNDS} | each |`);
  console.log("|---|---|---|");
  for (const [name, values] of Object.entries(times)) console.log(`| ${name} | ${Math.round(median(values))} ms | ${values.map((value) => Math.round(value)).join(", ")} ms |`);
}

runWhenStarted("bench/movementRollup.ts", movementRollupBench);
