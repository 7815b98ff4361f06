// Dashboard: the manager's and the warehouse's figures, read from the sales rollups, the stock levels and lots,
// and the documents waiting (GRNs, transfers, demand notes, open registers, fiscal postings, lost sales).
// This file is the module's public face: other modules, the flows, the GraphQL layer, the seed and main.ts import
// from here only (eslint: import-x/no-restricted-paths). Importing it registers its GraphQL types and operations.
import "./schema";
export { managerDashboard } from "./dashboardService";
