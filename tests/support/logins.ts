// The demo logins that server/db seeds (tmp/CONTRACTS.md "Shared constants").
export const demoAdmin = { email: "admin@demo.test", password: "Admin@12345" } as const;
export const demoCashier = { email: "cashier@demo.test", password: "Cashier@12345" } as const;
export const demoManager = { email: "manager@demo.test", password: "Manager@12345" } as const;
export const demoWarehouse = { email: "warehouse@demo.test", password: "Warehouse@12345" } as const;
export const acmeAdmin = { email: "admin@acme.test", password: "Admin@12345" } as const;
