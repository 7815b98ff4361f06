// Reporting sales and returns to the tax authorities: the postings written with the order, the job that posts
// them, what an order shows of them, and the SANDBOX authority.
// This file is the module's public face: other modules, the flows, the GraphQL layer, the seed and main.ts import
// from here only (eslint: import-x/no-restricted-paths). Importing it registers its GraphQL types and operations.
import "./schema";
export { fiscalPostingJob } from "./postingJob";
export { reportOrder } from "./reportOrder";
export { createFiscalSandbox, SANDBOX_ROOT } from "./sandbox";
