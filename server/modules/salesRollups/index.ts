// Sales rollups (README "Sales rollups"): per business day, the goods sold and returned by location and product,
// the baskets by register and cashier, and the money by payment method, kept in the transaction of each sale,
// return, cancellation and payment on delivery; what the dashboard and the sales reports read.
// This file is the module's public face: other modules, the flows, the seed and the tests import from here only
// (eslint: import-x/no-restricted-paths). It has no GraphQL of its own.
export { rollupDrift, rollupDriftQuery, type RollupDrift } from "./rollupDrift";
export { addPaymentsToSalesRollups, addToSalesRollups, salesRollupsUpsert } from "./rollupWriters";
export { businessDay, businessDayStart, businessToday, COUNTED_ORDER } from "./rollupSources";
