// Discounts: their rules and targets, what a cart may take, and the uses a sale consumes.
// This file is the module's public face: other modules, the flows, the GraphQL layer, the seed and main.ts import
// from here only (eslint: import-x/no-restricted-paths). Importing it registers its GraphQL types and operations.
import "./schema";
export { cartDiscountColumns, cartDiscountRules, type CartDiscountJson, consumeDiscountUses, consumeDiscountUsesInBulk, loadCartDiscounts } from "./cartDiscounts";
export { tillDiscountRules } from "./tillDiscounts";
export { DiscountScopeEnum } from "./schema";
export { createDiscount } from "./service";
