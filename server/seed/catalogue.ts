// Seeds a demo tenant's catalogue (inside the demo seed's transaction, as the tenant): tax groups, tags,
// generic formulas, manufacturers, the category tree, vendors and products. Rows go straight to the tables
// (the services' rules hold for this data; the seed test checks the prices, GTINs, phones and IBANs).
import { marginOf, unitPriceOf } from "../../common/schemas/product";
import { gtinCheckDigit } from "../../common/validation/gtin";
import { ibanWithCheckDigits } from "../../common/validation/iban";
import { reserveSecondaryIds, SECONDARY_IDS } from "../db/counters";
import type { Tx } from "../db/engine";
import {
  categories,
  genericFormulas,
  manufacturers,
  productCategories,
  products,
  productTags,
  productVendors,
  tags,
  taxGroups,
  vendorManufacturers,
  vendors,
} from "../db/schema";
import { acmeProductNames, demoCategoryTree, demoManufacturers, demoProducts, demoTags, demoTaxGroups, demoVendors, type DemoProduct } from "./catalogueData";

/** A valid GTIN-13 with Pakistan's GS1 prefix 896 (demo numbers). */
export function demoGtin(index: number): string {
  const body = `896${String(100000000 + index).slice(-9)}`;
  return `${body}${gtinCheckDigit(body)}`;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

async function ids<T extends { id: string; name: string }>(rows: Promise<T[]>): Promise<Map<string, string>> {
  return new Map((await rows).map((row) => [row.name, row.id]));
}

async function seedCategoryTree(tx: Tx, tenantId: string): Promise<Map<string, string>> {
  const byPath = new Map<string, string>();
  const levels: { path: string; name: string; parent: string | null; level: number }[] = [];
  for (const [top, children] of Object.entries(demoCategoryTree)) {
    levels.push({ path: top, name: top, parent: null, level: 1 });
    for (const [child, grandchildren] of Object.entries(children)) {
      levels.push({ path: `${top}/${child}`, name: child, parent: top, level: 2 });
      for (const grandchild of grandchildren) levels.push({ path: `${top}/${child}/${grandchild}`, name: grandchild, parent: `${top}/${child}`, level: 3 });
    }
  }
  const { counter, prefix } = SECONDARY_IDS.category;
  const codes = await reserveSecondaryIds(tx, tenantId, counter, prefix, levels.length);
  for (const level of [1, 2, 3]) {
    const rows = levels.map((node, index) => ({ node, code: codes[index] })).filter(({ node }) => node.level === level);
    if (rows.length === 0) continue;
    const inserted = await tx
      .insert(categories)
      .values(rows.map(({ node, code }) => ({ tenantId, secondaryId: code, name: node.name, level, parentId: node.parent ? (byPath.get(node.parent) ?? null) : null })))
      .returning({ id: categories.id, secondaryId: categories.secondaryId });
    for (const { node, code } of rows) byPath.set(node.path, inserted.find((row) => row.secondaryId === code)?.id ?? "");
  }
  return byPath;
}

function productsFor(accountId: string): readonly DemoProduct[] {
  if (accountId === "demo") return demoProducts;
  return demoProducts.filter((product) => acmeProductNames.includes(product.name));
}

export async function seedCatalogue(tx: Tx, tenantId: string, accountId: string): Promise<void> {
  const wanted = productsFor(accountId);
  const taxGroupIds = await ids(tx.insert(taxGroups).values(demoTaxGroups.map((group) => ({ tenantId, name: group.name, taxPercentage: String(group.taxPercentage) }))).returning({ id: taxGroups.id, name: taxGroups.name }));
  const tagIds = await ids(tx.insert(tags).values(demoTags.map((name) => ({ tenantId, name }))).returning({ id: tags.id, name: tags.name }));
  const formulaNames = [...new Set(demoProducts.map((product) => product.formula).filter((name): name is string => name !== null))];
  const formulaIds = await ids(tx.insert(genericFormulas).values(formulaNames.map((name) => ({ tenantId, name }))).returning({ id: genericFormulas.id, name: genericFormulas.name }));

  const manufacturerNames = accountId === "demo" ? Object.keys(demoManufacturers) : [...new Set(wanted.map((product) => product.manufacturer))];
  const manufacturerCodes = await reserveSecondaryIds(tx, tenantId, SECONDARY_IDS.manufacturer.counter, SECONDARY_IDS.manufacturer.prefix, manufacturerNames.length);
  const manufacturerIds = await ids(
    tx
      .insert(manufacturers)
      .values(manufacturerNames.map((name, index) => ({ tenantId, secondaryId: manufacturerCodes[index], name, lineOfBusiness: demoManufacturers[name] })))
      .returning({ id: manufacturers.id, name: manufacturers.name }),
  );
  const categoryIds = await seedCategoryTree(tx, tenantId);

  const vendorRows = accountId === "demo" ? demoVendors : demoVendors.slice(0, 1);
  const vendorCodes = await reserveSecondaryIds(tx, tenantId, SECONDARY_IDS.vendor.counter, SECONDARY_IDS.vendor.prefix, vendorRows.length);
  const vendorIds = await ids(
    tx
      .insert(vendors)
      .values(
        vendorRows.map(({ manufacturers: _linked, bban, creditLimit, ...vendor }, index) => ({
          tenantId,
          secondaryId: vendorCodes[index],
          ...vendor,
          stateProvince: vendor.city === "Karachi" ? "Sindh" : "Punjab",
          ibanNumber: ibanWithCheckDigits("PK", bban),
          creditLimit: String(creditLimit),
          paymentMethod: "BANK_TRANSFER",
          withHoldTaxPercentage: "4.5",
          taxReturn: true,
        })),
      )
      .returning({ id: vendors.id, name: vendors.name }),
  );
  const links = vendorRows.flatMap((vendor) =>
    vendor.manufacturers
      .filter((name) => manufacturerIds.has(name))
      .map((name) => ({ tenantId, vendorId: vendorIds.get(vendor.name) ?? "", manufacturerId: manufacturerIds.get(name) ?? "" })),
  );
  if (links.length) await tx.insert(vendorManufacturers).values(links);
  const vendorOf = (manufacturer: string) => vendorRows.find((vendor) => vendor.manufacturers.includes(manufacturer))?.name;

  const productCodes = await reserveSecondaryIds(tx, tenantId, SECONDARY_IDS.product.counter, SECONDARY_IDS.product.prefix, wanted.length);
  const inserted = await tx
    .insert(products)
    .values(
      wanted.map((product, index) => {
        const medicine = product.category.startsWith("Medicines");
        const tradePrice = round2(product.maximumRetailPrice * 0.85);
        const purchasingPrice = round2(tradePrice * 0.98);
        const catalogueIndex = demoProducts.indexOf(product) + 1;
        return {
          tenantId,
          secondaryId: productCodes[index],
          name: product.name,
          description: `${product.name} by ${product.manufacturer}.`,
          gtin: demoGtin(catalogueIndex),
          skuCode: `SKU-${String(catalogueIndex).padStart(5, "0")}`,
          skuDepartment: product.category.split("/")[0],
          itemNature: medicine ? "MEDICINE" : product.category.startsWith("Vitamins") ? "SUPPLEMENT" : product.category.startsWith("Baby") ? "BABY_CARE" : "PERSONAL_CARE",
          stockNature: product.tags.includes("Cold chain") ? "COLD_CHAIN" : medicine ? "PHARMA" : "NON_PHARMA",
          itemReleaseChannels: ["POS"],
          prescriptionRequired: product.rx ?? false,
          buyingUnit: product.buyingUnit,
          sellingUnit: product.sellingUnit,
          uomFactor: product.uomFactor,
          maximumRetailPrice: String(product.maximumRetailPrice),
          maximumRetailUnitPrice: String(unitPriceOf(product.maximumRetailPrice, product.uomFactor)),
          tradePrice: String(tradePrice),
          purchasingPrice: String(purchasingPrice),
          tradeDiscount: "0",
          margins: String(marginOf(product.maximumRetailPrice, purchasingPrice)),
          skuMinimumLevel: 2,
          skuReorderLevel: 5,
          skuMaximumLevel: 20,
          skuWarehouseLeadTime: 3,
          taxGroupId: taxGroupIds.get(medicine ? "GST Exempt" : "GST 18%"),
          sellingTaxRate: medicine ? "0" : "18",
          isTaxInclusive: true,
          manufacturerId: manufacturerIds.get(product.manufacturer),
          genericFormulaId: product.formula ? formulaIds.get(product.formula) : null,
        };
      }),
    )
    .returning({ id: products.id, name: products.name });
  const productIds = new Map(inserted.map((row) => [row.name, row.id]));
  const each = <T>(map: (product: DemoProduct, productId: string) => T[]) => wanted.flatMap((product) => map(product, productIds.get(product.name) ?? ""));
  // A product sits in its leaf category and in the top level above it (two categories, as the form allows).
  const categoryLinks = each((product, productId) =>
    [...new Set([product.category, product.category.split("/")[0]])].map((path) => ({ tenantId, productId, categoryId: categoryIds.get(path) ?? "" })),
  );
  await tx.insert(productCategories).values(categoryLinks);
  await tx.insert(productTags).values(each((product, productId) => product.tags.map((tag) => ({ tenantId, productId, tagId: tagIds.get(tag) ?? "" }))));
  const vendorLinks = each((product, productId) => {
    const vendor = vendorOf(product.manufacturer);
    return vendor ? [{ tenantId, productId, vendorId: vendorIds.get(vendor) ?? "" }] : [];
  });
  if (vendorLinks.length) await tx.insert(productVendors).values(vendorLinks);
}
