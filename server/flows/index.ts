// The flows that span modules (as Medusa keeps its cart completion apart): completing a sale (createOrder) and
// returning one (returnOrder). They call the faces of sales, registers, inventory, discounts, integrations and
// fiscal; no module imports a flow.
// This file is the flows' public face: the GraphQL layer and the seed import from here only (eslint:
// import-x/no-restricted-paths). Importing it registers their GraphQL types and operations.
import "./completeSaleSchema";
import "./returnOrderSchema";
import "./offlineSaleSchema";
export { createOrder } from "./completeSale";
