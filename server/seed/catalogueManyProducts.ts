import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { unitPriceOf } from "../../common/schemas/product";
import { reserveSecondaryIds, SECONDARY_IDS } from "../db/counters";
import type { Database } from "../db/engine";
import { categories, manufacturers, productCategories, products } from "../db/schema";
import { withTenant } from "../db/tenancy";

const BATCH_SIZE = 1000;
const BRANDS = ["Panadol", "Brufen", "Augmentin", "Amoxil", "Flagyl", "Ponstan", "Risek", "Softin", "Zyrtec", "Surbex", "Caltrate", "Neurobion", "Arinac", "Disprin", "Calpol", "Velosef", "Klaricid", "Nexum", "Getryl", "Concor"];
const FORMS = ["Tablets", "Capsules", "Syrup", "Suspension", "Drops", "Cream", "Injection", "Sachets"];
const SYLLABLES = ["al", "ben", "cor", "dex", "fen", "gel", "hex", "lin", "mox", "nor", "pro", "quin", "rin", "sol", "tra", "van", "xel", "zol", "mep", "lor", "cef", "tis", "vor", "kal"];
const ENDINGS = ["ex", "ine", "ol", "um", "ax", "ide", "il", "on"];
const STRENGTHS = ["5mg", "10mg", "20mg", "40mg", "100mg", "250mg", "400mg", "500mg", "625mg", "1g"];

function brandOf(index: number): string {
  if (index % 50 === 0) return BRANDS[(index / 50) % BRANDS.length];
  const made = SYLLABLES[index % SYLLABLES.length] + SYLLABLES[Math.floor(index / SYLLABLES.length) % SYLLABLES.length] + ENDINGS[Math.floor(index / 576) % ENDINGS.length];
  return made.charAt(0).toUpperCase() + made.slice(1);
}

/**
 * count products for data-size benchmarks, 1000 per transaction, spread over the tenant's categories (one or
 * two each) and manufacturers. Like a real catalogue, names spread over thousands of brands (a known brand
 * such as Panadol on every 50th row, made-up ones elsewhere), with strengths and forms. Needs the tenant's demo catalogue (categories, manufacturers) seeded first.
 */
export async function seedManyProducts(db: Database, tenantId: string, count: number): Promise<void> {
  const [categoryRows, manufacturerRows] = await withTenant(db, tenantId, async (tx) => [
    await tx.select({ id: categories.id }).from(categories).where(and(eq(categories.tenantId, tenantId))),
    await tx.select({ id: manufacturers.id }).from(manufacturers).where(eq(manufacturers.tenantId, tenantId)),
  ]);
  if (categoryRows.length === 0 || manufacturerRows.length === 0) throw new Error("seedManyProducts: seed the tenant's catalogue first.");
  for (let start = 0; start < count; start += BATCH_SIZE) {
    const size = Math.min(BATCH_SIZE, count - start);
    await withTenant(db, tenantId, async (tx) => {
      const { counter, prefix } = SECONDARY_IDS.product;
      const codes = await reserveSecondaryIds(tx, tenantId, counter, prefix, size);
      const rows = codes.map((secondaryId, offset) => {
        const index = start + offset;
        const uomFactor = [1, 10, 20, 30, 100][index % 5];
        const maximumRetailPrice = 50 + ((index * 37) % 5000);
        return {
          tenantId,
          id: randomUUID(),
          secondaryId,
          name: `${brandOf(index)} ${STRENGTHS[(index >> 2) % STRENGTHS.length]} ${FORMS[(index >> 5) % FORMS.length]} ${index + 1}`,
          status: index % 10 === 0 ? "INACTIVE" : "ACTIVE",
          buyingUnit: "BOX",
          sellingUnit: "PIECE",
          uomFactor,
          maximumRetailPrice: String(maximumRetailPrice),
          maximumRetailUnitPrice: String(unitPriceOf(maximumRetailPrice, uomFactor)),
          skuCode: `BENCH-${String(index + 1).padStart(7, "0")}`,
          manufacturerId: manufacturerRows[index % manufacturerRows.length].id,
        };
      });
      await tx.insert(products).values(rows);
      const links = rows.flatMap((row, offset) => {
        const first = categoryRows[(start + offset) % categoryRows.length].id;
        const second = categoryRows[(start + offset * 7 + 3) % categoryRows.length].id;
        return [...new Set([first, second])].map((categoryId) => ({ tenantId, productId: row.id, categoryId }));
      });
      await tx.insert(productCategories).values(links);
    });
    // Fresh statistics after the first batch: the foreign-key checks' cached plans were made against an empty
    // products table (a sequential scan per checked row, quadratic over 50,000 rows); ANALYZE invalidates them.
    if (start === 0) await db.execute(sql`analyze products, product_categories`);
  }
}
