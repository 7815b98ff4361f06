// Stock: lots (one physical pack each), the stock ledger (its only writer), what is sellable at a location and
// in what order (FEFO), stock levels, and a product's stock as its page shows it.
// This file is the module's public face: other modules, the flows, the GraphQL layer, the seed and main.ts import
// from here only (eslint: import-x/no-restricted-paths). Importing it registers its GraphQL types and operations.
import "./stockSchema";
export { allocateDistinctLines, allocateLots, allocateLotsAsMade, type HeldLot, type LinesAllocation, type LotAllocation } from "./allocation";
export { countingAuditOf, lotStatus, underCount } from "./countHolds";
export { applyLotMovements, type LotMovement, type NewLot, receiveLots } from "./ledger";
export { receiveLotCopies } from "./lotCopies";
export { ProductLotRef } from "./lotSchema";
export { type ProductLotStatus } from "./lotService";
export { lotGrnItemJoin, lotPackColumns, valueOfLot } from "./lotValue";
export { lockLots } from "./lockLots";
export { lockLotForCount, type LotForCount, lotsForCount, unitsOnShelf, unitsPerPack, valueOfUnits } from "./lotsForCount";
export { statusWords } from "./movementRules";
export { heldNow, MOVEMENT_FLOWS, movementRollupDriftQuery, type MovementRollupDrift } from "./movementRollups";
export { compareFefo, compareLotListOrder, expiredOn, expiringWithin, fefoOrder, inStock, lotListOrder, lotsAs, notEmpty, sellableLot, sellableLotAt, soonestExpiryFirst, whyUnsellable } from "./sellableLots";
export { sendablePackAt } from "./sendablePacks";
export { openAuditCountOf, pendingAdjustmentOf, productsWithUndecidedLines } from "./unsettledCounts";
export { LOT_TAX, LOT_VALUE } from "./stockLevels";
export { type ItemProduct, itemProductColumns, toItemProduct, toVendorSummary, type VendorSummary, vendorSummaryColumns } from "./summaries";
