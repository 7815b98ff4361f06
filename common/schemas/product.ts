// Products. Units (DESIGN "Units"): bought in buyingUnit, sold in sellingUnit, uomFactor selling units per
// buying unit; maximumRetailPrice is per buying unit and maximumRetailUnitPrice per selling unit.
import Decimal from "decimal.js";
import { z } from "zod";
import { plainFileUrl } from "../files/fileUrl";
import { GTIN_LENGTH_MESSAGE, gtinProblem } from "../validation/gtin";
import { idList } from "../validation/idList";
import { optionalBoolean, optionalNumber, requiredNumber } from "../validation/numberFields";
import { optionalId, optionalText, requiredText } from "./fields";
import { NAME_MESSAGE, UNITS_OF_MEASURE, activeStatus } from "./taxonomy";

export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_IMAGES_MAX = 10;
export const UOM_FACTOR_MESSAGE = "Units per buying unit must be a whole number of at least 1.";
export const SKU_TAKEN_MESSAGE = "Another product already has this SKU code.";
export const GTIN_TAKEN_MESSAGE = "Another product already has this GTIN.";
export const REORDER_LEVEL_MESSAGE = "Reorder level must be between the minimum and maximum levels.";
export const MAXIMUM_LEVEL_MESSAGE = "Maximum level must be at least the minimum level.";

/** Price per selling unit: the buying unit's price divided by uomFactor, rounded half-up to 2 places. */
export function unitPriceOf(maximumRetailPrice: number, uomFactor: number): number {
  return new Decimal(maximumRetailPrice).div(uomFactor).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
}

/** A given unit price may differ from the computed one by at most this much (a paisa of rounding). */
export const UNIT_PRICE_TOLERANCE = 0.01;

export function unitPriceMessage(expected: number): string {
  return `Maximum retail unit price must equal the maximum retail price divided by the units per buying unit (${expected.toFixed(2)}).`;
}

/** Margin in percent of the retail price: (MRP − purchase price) / MRP × 100, 2 places; null when unknown. */
export function marginOf(maximumRetailPrice: number, purchasingPrice: number | null): number | null {
  if (purchasingPrice === null || maximumRetailPrice <= 0) return null;
  return new Decimal(maximumRetailPrice)
    .minus(purchasingPrice)
    .div(maximumRetailPrice)
    .times(100)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toNumber();
}

const text = (label: string, length = 120) => optionalText({ length, message: `${label} must be at most ${length} characters.` });
const notNegative = (label: string) => optionalNumber(`${label} cannot be negative.`, { min: 0 });
const level = (label: string) => optionalNumber(`${label} must be a whole number of 0 or more.`, { min: 0, integer: true });
const unit = (message: string) => z.enum(UNITS_OF_MEASURE, { error: message });

const IMAGE_URL = /^(\/files\/[0-9a-f-]+\/[0-9a-f-]+\.(png|jpg|jpeg|webp)|https?:\/\/\S+)$/i;
const IMAGES_MESSAGE = "Images must be uploaded files.";

const gtin = () =>
  optionalText({ length: 14, message: GTIN_LENGTH_MESSAGE }).superRefine((value, ctx) => {
    const problem = value === null ? null : gtinProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const productConversionInputSchema = z.object({
  itemConversion: requiredNumber("Conversion must be a whole number of at least 1.", { min: 1, integer: true }),
  sellingUnit: unit("Selling unit is required."),
  sorting: optionalNumber("Sorting must be a whole number.", { integer: true }).transform((value) => value ?? 0),
});

const productShape = z.object({
  name: requiredText(NAME_MESSAGE, { length: PRODUCT_NAME_MAX, message: `Name must be at most ${PRODUCT_NAME_MAX} characters.` }),
  status: activeStatus(),
  description: text("Description", 5000),
  images: z
    .array(z.string({ error: IMAGES_MESSAGE }), { error: IMAGES_MESSAGE })
    .nullish()
    .transform((images) => (images ?? []).map((image) => plainFileUrl(image.trim())).filter((image) => image !== ""))
    .refine((images) => images.every((image) => IMAGE_URL.test(image)), { error: IMAGES_MESSAGE })
    .refine((images) => images.length <= PRODUCT_IMAGES_MAX, { error: `A product can have at most ${PRODUCT_IMAGES_MAX} images.` }),
  gtin: gtin(),
  itemNature: text("Item nature", 60),
  stockNature: text("Stock nature", 60),
  itemReleaseChannels: z
    .array(z.string().trim().min(1).max(60), { error: "Release channels must be a list of names." })
    .nullish()
    .transform((channels) => [...new Set(channels ?? [])]),
  prescriptionRequired: optionalBoolean(false),
  drugRegulatorId: text("Drug regulator id", 60),
  dosageInstruction: text("Dosage instruction", 2000),
  sideEffects: text("Side effects", 2000),
  buyingUnit: unit("Buying unit is required."),
  sellingUnit: unit("Selling unit is required."),
  uomFactor: requiredNumber(UOM_FACTOR_MESSAGE, { min: 1, integer: true }),
  conversions: z
    .array(productConversionInputSchema)
    .nullish()
    .transform((conversions) => conversions ?? []),
  maximumRetailPrice: requiredNumber("Maximum retail price cannot be negative.", { min: 0 }, "Maximum retail price is required."),
  maximumRetailUnitPrice: notNegative("Maximum retail unit price"),
  purchasingPrice: notNegative("Purchasing price"),
  tradePrice: notNegative("Trade price"),
  tradeDiscount: notNegative("Trade discount"),
  discountPercentage: optionalNumber("Discount percentage must be between 0 and 100.", { min: 0, max: 100 }),
  margins: optionalNumber("Margin must be a number up to 100.", { max: 100 }),
  sorting: optionalNumber("Sorting must be a whole number.", { integer: true }),
  skuCode: text("SKU code", 60),
  skuDepartment: text("SKU department", 60),
  skuMinimumLevel: level("Minimum level"),
  skuMaximumLevel: level("Maximum level"),
  skuReorderLevel: level("Reorder level"),
  skuWarehouseLeadTime: level("Warehouse lead time"),
  taxCode: text("Tax code", 60),
  taxGroupId: optionalId("Please select a valid tax group."),
  isDiscountApplicableOnTax: optionalBoolean(false),
  isTaxInclusive: optionalBoolean(true),
  sellingTaxRate: optionalNumber("Tax rate must be between 0 and 100.", { min: 0, max: 100 }),
  seoTitle: text("SEO title", 200),
  seoDescription: text("SEO description", 1000),
  seoUrl: text("SEO URL", 500),
  manufacturerId: optionalId("Please select a valid manufacturer."),
  genericFormulaId: optionalId("Please select a valid generic formula."),
  categoryIds: idList("Please select valid categories."),
  tagIds: idList("Please select valid tags."),
  vendorIds: idList("Please select valid vendors."),
});

type Shape = z.output<typeof productShape>;

const num = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

/** Rules across fields; each reads only fields that are themselves valid (others already carry their error). */
function crossFieldRules(product: Partial<Record<keyof Shape, unknown>>, ctx: z.RefinementCtx): void {
  const mrp = num(product.maximumRetailPrice);
  const factor = num(product.uomFactor);
  const unitPrice = num(product.maximumRetailUnitPrice);
  if (mrp !== null && mrp >= 0 && factor !== null && Number.isInteger(factor) && factor >= 1 && unitPrice !== null) {
    const expected = unitPriceOf(mrp, factor);
    if (new Decimal(unitPrice).minus(expected).abs().greaterThan(UNIT_PRICE_TOLERANCE)) {
      ctx.addIssue({ code: "custom", path: ["maximumRetailUnitPrice"], message: unitPriceMessage(expected) });
    }
  }
  const minimum = num(product.skuMinimumLevel);
  const reorder = num(product.skuReorderLevel);
  const maximum = num(product.skuMaximumLevel);
  if (minimum !== null && maximum !== null && maximum < minimum) {
    ctx.addIssue({ code: "custom", path: ["skuMaximumLevel"], message: MAXIMUM_LEVEL_MESSAGE });
  } else if (reorder !== null && ((minimum !== null && reorder < minimum) || (maximum !== null && reorder > maximum))) {
    ctx.addIssue({ code: "custom", path: ["skuReorderLevel"], message: REORDER_LEVEL_MESSAGE });
  }
}

/** The server's ProductInput (createProduct / updateProduct) and the product form's rules. */
export const productInputSchema = productShape.superRefine(crossFieldRules, {
  // Run beside other fields' errors: every value it reads is checked for its type first.
  when: ({ value }) => typeof value === "object" && value !== null,
});

export type ProductInput = z.infer<typeof productInputSchema>;
