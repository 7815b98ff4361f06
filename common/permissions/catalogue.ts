// Every permission string named in the spec (both documents), plus ours for the areas the spec leaves
// unguarded (marked "ours"). `P` is the typed source; `permissionCatalogue` is derived from it and seeds the
// permissions table. Keys are camelCase; the strings keep the spec's kebab-case segments.

export const P = {
  reportingAnalytics: {
    reports: { read: "reporting-analytics:reports:read" },
  },
  productCatalog: {
    product: {
      read: "product-catalog:product:read",
      create: "product-catalog:product:create",
      update: "product-catalog:product:update",
    },
    category: {
      read: "product-catalog:category:read",
      create: "product-catalog:category:create",
      update: "product-catalog:category:update",
    },
  },
  procurement: {
    manufacturer: {
      read: "procurement:manufacturer:read",
      create: "procurement:manufacturer:create",
      update: "procurement:manufacturer:update",
    },
    vendor: {
      read: "procurement:vendor:read",
      create: "procurement:vendor:create",
      update: "procurement:vendor:update",
    },
    purchaseOrder: {
      read: "procurement:purchase-order:read",
      create: "procurement:purchase-order:create",
      update: "procurement:purchase-order:update", // ours
      close: "procurement:purchase-order:close", // ours
    },
    goodsReceiptNote: {
      read: "procurement:goods-receipt-note:read",
      create: "procurement:goods-receipt-note:create",
      details: "procurement:goods-receipt-note:details",
      update: "procurement:goods-receipt-note:update", // ours: QC and received status
    },
    stockReturn: {
      read: "procurement:stock-return:read",
      create: "procurement:stock-return:create",
    },
  },
  inventory: {
    stockIntake: { read: "inventory:stock-intake:read" },
    stockTransfer: {
      read: "inventory:stock-transfer:read",
      create: "inventory:stock-transfer:create",
    },
    transferReceipt: {
      read: "inventory:transfer-receipt:read",
      receive: "inventory:transfer-receipt:receive",
    },
  },
  demandSupplyPlanning: {
    // ours: the spec shows no guard for demand notes
    demandNote: {
      read: "demand-supply-planning:demand-note:read",
      create: "demand-supply-planning:demand-note:create",
      details: "demand-supply-planning:demand-note:details",
      close: "demand-supply-planning:demand-note:close",
    },
  },
  salesOrders: {
    pos: {
      openCashRegister: "sales-orders:pos:open-cash-register",
      closeCashRegister: "sales-orders:pos:close-cash-register",
      // ours: the spec shows no guard for these
      registerRead: "sales-orders:pos:register-read",
      sell: "sales-orders:pos:sell",
      cashInOut: "sales-orders:pos:cash-in-out",
      zReport: "sales-orders:pos:z-report",
      refund: "sales-orders:pos:refund", // ours: returnOrder at the till
    },
    returnOrder: {
      read: "sales-orders:return-order:read",
      export: "sales-orders:return-order:export",
      // ours: refund a return by another method than the sale's own (a card sale in cash), with a reason
      refundAnyMethod: "sales-orders:return-order:refund-any-method",
    },
    lossSale: { read: "sales-orders:loss-sale:read", create: "sales-orders:loss-sale:create" /* ours: also pos:sell */ },
    orderManagement: {
      orderListRead: "sales-orders:order-management:order-list-read",
      orderDetailsRead: "sales-orders:order-management:order-details-read",
      update: "sales-orders:order-management:update", // ours: processOrder, payment, shipping, fulfilment
    },
    // ours
    discount: {
      read: "sales-orders:discount:read",
      create: "sales-orders:discount:create",
      update: "sales-orders:discount:update",
    },
  },
  customersPartners: {
    customer: {
      customerListRead: "customers-partners:customer:customer-list-read",
      create: "customers-partners:customer:create", // ours
      update: "customers-partners:customer:update", // ours
    },
    partner: {
      partnerListRead: "customers-partners:partner:partner-list-read",
      create: "customers-partners:partner:create", // ours
      update: "customers-partners:partner:update", // ours
    },
  },
  system: {
    users: {
      read: "system:users:read",
      create: "system:users:create", // ours
      update: "system:users:update", // ours
    },
    roles: {
      read: "system:roles:read",
      create: "system:roles:create", // ours
      update: "system:roles:update", // ours
    },
    // ours
    locations: {
      read: "system:locations:read",
      create: "system:locations:create",
      update: "system:locations:update",
    },
    adjustment: {
      read: "system:adjustment:read",
      create: "system:adjustment:create",
      approve: "system:adjustment:approve", // ours: approving or rejecting someone else's adjustment
    },
    audit: {
      read: "system:audit:read",
      create: "system:audit:create",
      update: "system:audit:update", // ours: audit execution
    },
    // ours
    platformFee: {
      read: "system:platform-fee:read",
      create: "system:platform-fee:create",
      update: "system:platform-fee:update",
    },
    // ours
    register: {
      read: "system:register:read",
      create: "system:register:create",
      update: "system:register:update",
    },
    // ours
    integration: {
      read: "system:integration:read",
      create: "system:integration:create",
      update: "system:integration:update",
    },
    // ours: the company profile page (name, links, logos)
    company: {
      read: "system:company:read",
      update: "system:company:update",
    },
    // ours: the activity log page (activity-logs-creation)
    activityLog: {
      read: "system:activity-log:read",
    },
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

/** Union of every catalogued permission string. */
export type PermissionString = Leaves<typeof P>;

export interface PermissionEntry {
  module: string;
  subModule: string;
  action: string;
  permission: PermissionString;
}

function collect(node: object, into: string[]): string[] {
  for (const value of Object.values(node) as unknown[]) {
    if (typeof value === "string") into.push(value);
    else if (typeof value === "object" && value !== null) collect(value, into);
  }
  return into;
}

function toEntry(permission: PermissionString): PermissionEntry {
  const [module, subModule, ...action] = permission.split(":");
  return { module, subModule, action: action.join(":"), permission };
}

export const permissionCatalogue: readonly PermissionEntry[] = Object.freeze(
  (collect(P, []) as PermissionString[]).map(toEntry),
);
