export { seedDemoData } from "./demoData";
export { demoRoles, demoTenants } from "./demoTenants";
export { seedGlobalData } from "./globalData";
export { seedManyLocations } from "./manyLocations";
export { seedManyProducts } from "./catalogueManyProducts";
