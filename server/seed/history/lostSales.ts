// The history's lost sales, through the lost-sales service as the counter staff record them (its bulk form,
// createLostSales): what the shelf could not fill (OUT_OF_STOCK: the first shortfall of a product at a store on a
// day), and now and then a product the pharmacy does not stock (NOT_STOCKED). Each is then dated when it was asked for.
import { sql } from "drizzle-orm";
import type { ServiceScope } from "../../core/context";
import { createLostSales } from "../../modules/lostSales";
import type { LostLine } from "./baskets";
import { atMinute, type HistoryDay } from "./calendar";
import type { HistoryContext } from "./context";
import type { Dice } from "./random";

const NOT_STOCKED = [
  { name: "Nexium 20mg Sachets", price: 95 },
  { name: "Sunscreen SPF 100", price: 2400 },
  { name: "Otrivin Oxy Nasal Spray", price: 520 },
  { name: "Vicks VapoRub 50g", price: 690 },
  { name: "Strepsils Honey & Lemon", price: 380 },
];
const SHORTFALLS_MAX = 120;

export async function writeLostSales(scope: ServiceScope, context: HistoryContext, days: readonly HistoryDay[], shortfalls: readonly LostLine[], dice: Dice): Promise<void> {
  const asked: { input: Record<string, unknown>; at: string }[] = [];
  const seen = new Set<string>();
  for (const line of shortfalls) {
    const key = `${line.locationId}|${line.productId}|${line.at.toISOString().slice(0, 10)}`;
    if (seen.has(key) || seen.size >= SHORTFALLS_MAX) continue;
    seen.add(key);
    asked.push({ input: { locationId: line.locationId, productId: line.productId, quantity: line.quantity, reason: "OUT_OF_STOCK" }, at: line.at.toISOString() });
  }
  for (const day of days) {
    if (day.ago === 0) continue;
    for (const store of context.stores) {
      if (!dice.chance(0.3)) continue;
      const product = dice.pick(NOT_STOCKED);
      const input = { locationId: store.id, productName: product.name, price: product.price, quantity: dice.int(1, 3), reason: "NOT_STOCKED" };
      asked.push({ input, at: atMinute(day, dice.int(10 * 60, 22 * 60)).toISOString() });
    }
  }
  if (asked.length === 0) return;
  const ids = await createLostSales(scope, asked.map((entry) => entry.input));
  const dated = ids.map((id, index) => ({ id, at: asked[index].at }));
  await scope.tx.execute(sql`update lost_sales l set created_at = d.at from jsonb_to_recordset(${JSON.stringify(dated)}::jsonb) as d(id uuid, at timestamptz)
    where l.tenant_id = ${context.tenantId}::uuid and l.id = d.id`);
}
