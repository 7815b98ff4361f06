// The demo companies, written through the services (so the seed depends on them, never the other way), and the
// data generators of the benchmark.
export { seedDemoData } from "./demoData";
export { demoTenants } from "./demoTenants";
export { seedManyLocations } from "./manyLocations";
export { seedManyProducts } from "./catalogueManyProducts";
