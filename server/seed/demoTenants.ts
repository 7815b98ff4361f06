// The demo tenants of a first start (shared constants of the contracts: e2e and API tests sign in with these).

interface DemoLocation {
  name: string;
  type: "WAREHOUSE" | "RETAIL";
  city: string;
  warehouse?: string;
}

interface DemoUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: string;
  /** Location names; "all" for every location of the tenant. */
  locations: readonly string[] | "all";
}

export interface DemoTenant {
  accountId: string;
  name: string;
  currency: string;
  /** Served from public/ by the web build. */
  logo?: string;
  parentCompanyLogo?: string;
  website?: string;
  locations: readonly DemoLocation[];
  users: readonly DemoUser[];
}

/** Role name → permission strings (wildcards allowed), the same for every demo tenant. */
export const demoRoles: Readonly<Record<string, readonly string[]>> = {
  Administrator: ["*"],
  "Store Manager": [
    "demand-supply-planning:*",
    "system:locations:read",
    "sales-orders:*",
    "customers-partners:*",
    "inventory:*",
    "procurement:goods-receipt-note:*",
    "reporting-analytics:*",
    "product-catalog:product:read",
    // counts the stock and proposes its adjustments; the administrator approves them (nobody approves their own)
    "system:audit:*",
    "system:adjustment:read",
    "system:adjustment:create",
  ],
  Cashier: [
    "sales-orders:pos:*",
    "sales-orders:return-order:read",
    "sales-orders:loss-sale:read",
    "customers-partners:customer:customer-list-read",
    "customers-partners:customer:create",
    "customers-partners:partner:partner-list-read",
    "sales-orders:discount:read",
    "product-catalog:product:read",
  ],
  "Warehouse Staff": ["inventory:*", "procurement:*", "product-catalog:*", "demand-supply-planning:*"],
  // Sees the catalogue, changes nothing (catalogue permission tests, API and browser).
  "Catalogue Viewer": ["product-catalog:product:read", "product-catalog:category:read"],
};

export const demoTenants: readonly DemoTenant[] = [
  {
    accountId: "demo",
    name: "Demo Pharmacy",
    currency: "PKR",
    logo: "/brand/demo-logo.svg",
    parentCompanyLogo: "/brand/demo-parent-logo.svg",
    website: "https://demo-pharmacy.example",
    locations: [
      { name: "Central Warehouse", type: "WAREHOUSE", city: "Lahore" },
      { name: "Gulberg Store", type: "RETAIL", city: "Lahore", warehouse: "Central Warehouse" },
      { name: "DHA Store", type: "RETAIL", city: "Lahore", warehouse: "Central Warehouse" },
    ],
    users: [
      { email: "admin@demo.test", password: "Admin@12345", firstName: "Ayesha", lastName: "Malik", role: "Administrator", locations: "all" },
      { email: "manager@demo.test", password: "Manager@12345", firstName: "Bilal", lastName: "Ahmed", role: "Store Manager", locations: ["Gulberg Store", "DHA Store"] },
      { email: "cashier@demo.test", password: "Cashier@12345", firstName: "Sana", lastName: "Iqbal", role: "Cashier", locations: ["Gulberg Store"] },
      { email: "warehouse@demo.test", password: "Warehouse@12345", firstName: "Usman", lastName: "Tariq", role: "Warehouse Staff", locations: ["Central Warehouse"] },
      { email: "readonly@demo.test", password: "Readonly@12345", firstName: "Rabia", lastName: "Khan", role: "Catalogue Viewer", locations: ["Gulberg Store"] },
    ],
  },
  {
    accountId: "acme",
    name: "Acme Pharmacy",
    currency: "PKR",
    locations: [
      { name: "Acme Main Warehouse", type: "WAREHOUSE", city: "Karachi" },
      { name: "Acme Clifton Store", type: "RETAIL", city: "Karachi", warehouse: "Acme Main Warehouse" },
    ],
    users: [{ email: "admin@acme.test", password: "Admin@12345", firstName: "Omar", lastName: "Siddiqui", role: "Administrator", locations: "all" }],
  },
];
