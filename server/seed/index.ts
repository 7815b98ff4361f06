// The demo companies and the data generators of the benchmark. Companies, users, the catalogue, purchase orders
// and GRNs are written as rows; stock, registers, sales and the rest go through the modules' services (so the
// ledger and the drawer stay with their owners). The seed depends on the modules, never the other way.
export { seedDemoData } from "./demoData";
export { demoTenants } from "./demoTenants";
export { seedManyLocations } from "./manyLocations";
export { seedManyProducts } from "./catalogueManyProducts";
