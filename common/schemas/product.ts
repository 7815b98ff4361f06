// Products. Units (DESIGN "Units"): bought in buyingUnit, sold in sellingUnit, uomFactor selling units per
// buying unit; maximumRetailPrice is per buying unit and maximumRetailUnitPrice per selling unit.
import Decimal from "decimal.js";
import { z } from "zod";
import { plainFileUrl } from "../files/fileUrl";
import {
  CONVERSION_MAX,
  LEAD_TIME_DAYS_MAX,
  MONEY_MAX,
  QUANTITY_MAX,
  formatBound,
  optionalBoundedNumber,
  optionalCount,
  optionalMoney,
  optionalPercent,
  optionalSorting,
  requiredCount,
  requiredMoney,
} from "../validation/bounds";
import { gtinProblem } from "../validation/gtin";
import { idList } from "../validation/idList";
import { isImageUrl } from "../validation/text";
import { LINK_MAX, optionalBoolean, optionalId, optionalText, requiredText, type TextRule } from "./fields";
import { NAME_MESSAGE, UNITS_OF_MEASURE, activeStatus } from "./taxonomy";

export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_IMAGES_MAX = 10;
export const PRODUCT_CONVERSIONS_MAX = 20;
export const RELEASE_CHANNELS_MAX = 20;
/** What the product form offers for a product's nature, stock nature and release channels (the server takes any text). */
export const ITEM_NATURES = ["MEDICINE", "SUPPLEMENT", "BABY_CARE", "PERSONAL_CARE", "MEDICAL_DEVICE", "OTHER"] as const;
export const STOCK_NATURES = ["PHARMA", "NON_PHARMA", "COLD_CHAIN", "CONTROLLED"] as const;
export const RELEASE_CHANNELS = ["POS", "ONLINE", "WHOLESALE"] as const;
/** A margin below this means a purchase price over 11 times the retail price: a typing error, not a deal. */
export const MARGIN_MIN = -1000;
export const MARGIN_MESSAGE = `Margin must be a number from ${formatBound(MARGIN_MIN)} to 100.`;
export const COMPUTED_MARGIN_MESSAGE = `Purchasing price is so far above the maximum retail price that the margin would be below ${formatBound(MARGIN_MIN)}%.`;
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

const text = (label: string, max = 120) => optionalText({ label, max });
const longText = (label: string, max: number) => optionalText({ label, max, multiline: true });
const level = (label: string, max = QUANTITY_MAX) => optionalCount(label, { min: 0, max });
const unit = (message: string) => z.enum(UNITS_OF_MEASURE, { error: message });

const IMAGES_MESSAGE = "Images must be uploaded files.";
const RELEASE_CHANNELS_MESSAGE = "Release channels must be a list of names.";
const releaseChannel: TextRule = { label: "Release channel", max: 60 };

const gtin = () =>
  // Longer than any GTIN, so that a long value still hears the GTIN message.
  optionalText({ label: "GTIN", max: 64 }).superRefine((value, ctx) => {
    const problem = value === null ? null : gtinProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const productConversionInputSchema = z.object({
  itemConversion: requiredCount("Conversion", { min: 1, max: CONVERSION_MAX, message: "Conversion must be a whole number of at least 1." }),
  sellingUnit: unit("Selling unit is required."),
  sorting: optionalSorting().transform((value) => value ?? 0),
});

const productShape = z.object({
  name: requiredText(NAME_MESSAGE, { label: "Name", max: PRODUCT_NAME_MAX }),
  status: activeStatus(),
  description: longText("Description", 5000),
  images: z
    .array(z.string({ error: IMAGES_MESSAGE }), { error: IMAGES_MESSAGE })
    // blank entries are dropped below; a list far longer than the limit is refused before any work on it
    .max(PRODUCT_IMAGES_MAX * 10, { error: `A product can have at most ${PRODUCT_IMAGES_MAX} images.` })
    .nullish()
    .transform((images) => (images ?? []).map((image) => plainFileUrl(image.trim())).filter((image) => image !== ""))
    .refine((images) => images.every((image) => image.length <= LINK_MAX && isImageUrl(image)), { error: IMAGES_MESSAGE })
    .refine((images) => images.length <= PRODUCT_IMAGES_MAX, { error: `A product can have at most ${PRODUCT_IMAGES_MAX} images.` }),
  gtin: gtin(),
  itemNature: text("Item nature", 60),
  stockNature: text("Stock nature", 60),
  itemReleaseChannels: z
    .array(requiredText(RELEASE_CHANNELS_MESSAGE, releaseChannel), { error: RELEASE_CHANNELS_MESSAGE })
    .max(RELEASE_CHANNELS_MAX, { error: `A product can have at most ${RELEASE_CHANNELS_MAX} release channels.` })
    .nullish()
    .transform((channels) => [...new Set(channels ?? [])]),
  prescriptionRequired: optionalBoolean(false),
  drugRegulatorId: text("Drug regulator id", 60),
  dosageInstruction: longText("Dosage instruction", 2000),
  sideEffects: longText("Side effects", 2000),
  buyingUnit: unit("Buying unit is required."),
  sellingUnit: unit("Selling unit is required."),
  uomFactor: requiredCount("Units per buying unit", { min: 1, max: CONVERSION_MAX, message: UOM_FACTOR_MESSAGE }),
  conversions: z
    .array(productConversionInputSchema)
    .max(PRODUCT_CONVERSIONS_MAX, { error: `A product can have at most ${PRODUCT_CONVERSIONS_MAX} conversions.` })
    .nullish()
    .transform((conversions) => conversions ?? []),
  maximumRetailPrice: requiredMoney("Maximum retail price", { missingMessage: "Maximum retail price is required." }),
  maximumRetailUnitPrice: optionalMoney("Maximum retail unit price"),
  purchasingPrice: optionalMoney("Purchasing price"),
  tradePrice: optionalMoney("Trade price"),
  tradeDiscount: optionalMoney("Trade discount"),
  discountPercentage: optionalPercent("Discount percentage"),
  margins: optionalBoundedNumber({ min: MARGIN_MIN, max: 100, decimals: 2, message: MARGIN_MESSAGE, maxMessage: MARGIN_MESSAGE, decimalsMessage: "Margin can have at most 2 decimals." }),
  sorting: optionalSorting(),
  skuCode: text("SKU code", 60),
  skuDepartment: text("SKU department", 60),
  skuMinimumLevel: level("Minimum level"),
  skuMaximumLevel: level("Maximum level"),
  skuReorderLevel: level("Reorder level"),
  skuWarehouseLeadTime: level("Warehouse lead time", LEAD_TIME_DAYS_MAX),
  taxCode: text("Tax code", 60),
  taxGroupId: optionalId("Please select a valid tax group."),
  isDiscountApplicableOnTax: optionalBoolean(false),
  isTaxInclusive: optionalBoolean(true),
  sellingTaxRate: optionalPercent("Tax rate"),
  seoTitle: text("SEO title", 200),
  seoDescription: longText("SEO description", 1000),
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
  const purchasingPrice = num(product.purchasingPrice);
  if (mrp !== null && mrp >= 0 && purchasingPrice !== null && purchasingPrice >= 0 && purchasingPrice <= MONEY_MAX && product.margins == null) {
    const margin = marginOf(mrp, purchasingPrice);
    if (margin !== null && margin < MARGIN_MIN) ctx.addIssue({ code: "custom", path: ["purchasingPrice"], message: COMPUTED_MARGIN_MESSAGE });
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
