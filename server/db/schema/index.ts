// The database schema, one file per area. Tenant tables lead with tenant_id: primary keys, unique constraints and
// foreign keys all include it, so a row can never reference another tenant's row and the schema can be
// distributed by tenant_id unchanged. The tables without tenant_id are named in sharedTables (tenantTables.ts).
export * from "./global";
export * from "./system";
export * from "./catalogue";
export * from "./procurement";
export * from "./inventory";
export * from "./stockReturns";
export * from "./sales";
export * from "./salesRollups";
export * from "./stockMovementRollups";
export * from "./customers";
export * from "./discounts";
export * from "./lostSales";
export * from "./fiscal";
export * from "./transfers";
export * from "./demandNotes";
export * from "./audits";
export * from "./adjustments";
export * from "./offlineSales";
export * from "./core";
export * from "./tenantTables";
