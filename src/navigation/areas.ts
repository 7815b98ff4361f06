// The menu: every area of both spec documents as Refine resources. Groups are name-only resources referenced
// by `meta.parent`; entries carry the spec's route and the permission for listing (meta.permissions.list).
import {
  AppstoreOutlined,
  BarChartOutlined,
  DashboardOutlined,
  InboxOutlined,
  PartitionOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  TeamOutlined,
} from "@ant-design/icons";
import type { ResourceProps } from "@refinedev/core";
import { createElement, type ReactNode } from "react";
import type { GqlResourceMeta } from "../providers/resourceMeta";

export interface AreaGroup {
  name: string;
  label: string;
  /** Path under /app; its index redirects to the first entry. */
  path: string;
  icon: ReactNode;
}

export interface AreaEntry {
  name: string;
  label: string;
  parent?: string;
  /** Path under /app of the list screen. */
  path: string;
  permissions?: GqlResourceMeta["permissions"];
}

export const areaGroups: readonly AreaGroup[] = [
  { name: "product-catalog", label: "Product Catalog", path: "product-catalog", icon: createElement(AppstoreOutlined) },
  { name: "procurement", label: "Procurement", path: "procurement", icon: createElement(ShoppingOutlined) },
  { name: "inventory-management", label: "Inventory Management", path: "inventory-management", icon: createElement(InboxOutlined) },
  { name: "demand-supply-planning", label: "Demand & Supply Planning", path: "demand-supply-planning", icon: createElement(PartitionOutlined) },
  { name: "sales-orders", label: "Sales & Orders", path: "sales-orders", icon: createElement(ShoppingCartOutlined) },
  { name: "customers-partners", label: "Customers & Partners", path: "customers-partners", icon: createElement(TeamOutlined) },
  { name: "report-analytics", label: "Report Analytics", path: "report-analytics", icon: createElement(BarChartOutlined) },
  { name: "system", label: "System", path: "system", icon: createElement(SettingOutlined) },
];

const crud = (prefix: string) => ({
  list: `${prefix}:read`,
  create: `${prefix}:create`,
  edit: `${prefix}:update`,
});

export const areaEntries: readonly AreaEntry[] = [
  { name: "product", label: "Product", parent: "product-catalog", path: "product-catalog/product", permissions: crud("product-catalog:product") },
  { name: "category", label: "Category", parent: "product-catalog", path: "product-catalog/category", permissions: crud("product-catalog:category") },

  { name: "manufacturer", label: "Manufacturer", parent: "procurement", path: "procurement/manufacturer", permissions: crud("procurement:manufacturer") },
  { name: "vendor", label: "Vendor", parent: "procurement", path: "procurement/vendor", permissions: crud("procurement:vendor") },
  {
    name: "purchase-order",
    label: "Purchase Order",
    parent: "procurement",
    path: "procurement/purchase-order",
    permissions: { list: "procurement:purchase-order:read", create: "procurement:purchase-order:create" },
  },
  {
    name: "grn",
    label: "GRN",
    parent: "procurement",
    path: "procurement/grn",
    permissions: {
      list: "procurement:goods-receipt-note:read",
      create: "procurement:goods-receipt-note:create",
      show: "procurement:goods-receipt-note:details",
    },
  },
  {
    name: "stock-return",
    label: "Stock Return",
    parent: "procurement",
    path: "procurement/stock-return",
    permissions: { list: "procurement:stock-return:read", create: "procurement:stock-return:create" },
  },

  { name: "stock-intake", label: "Stock Intake", parent: "inventory-management", path: "inventory-management/stock-intake", permissions: { list: "inventory:stock-intake:read" } },
  {
    name: "stock-transfer",
    label: "Stock Transfer",
    parent: "inventory-management",
    path: "inventory-management/stock-transfer",
    permissions: { list: "inventory:stock-transfer:read", create: "inventory:stock-transfer:create" },
  },
  { name: "transfer-receipt", label: "Transfer Receipt", parent: "inventory-management", path: "inventory-management/transfer-receipt", permissions: { list: "inventory:transfer-receipt:read" } },

  { name: "demand-note", label: "Demand Note", parent: "demand-supply-planning", path: "demand-supply-planning/demand-note", permissions: { list: "demand-supply-planning:demand-note:read", create: "demand-supply-planning:demand-note:create" } },

  { name: "register", label: "Register", parent: "sales-orders", path: "sales-orders/register" },
  { name: "register-z-report", label: "Z Report", parent: "sales-orders", path: "sales-orders/register/z-report" },
  {
    name: "order-management",
    label: "Order Management",
    parent: "sales-orders",
    path: "sales-orders/order-management",
    permissions: {
      list: "sales-orders:order-management:order-list-read",
      show: "sales-orders:order-management:order-details-read",
    },
  },
  { name: "return-order", label: "Return Order", parent: "sales-orders", path: "sales-orders/return-order", permissions: { list: "sales-orders:return-order:read" } },
  { name: "lost-sale", label: "Lost Sale", parent: "sales-orders", path: "sales-orders/lost-sale", permissions: { list: "sales-orders:loss-sale:read" } },
  {
    name: "offline-discrepancy",
    label: "Offline Sale Discrepancies",
    parent: "sales-orders",
    path: "sales-orders/offline-discrepancies",
    permissions: { list: "sales-orders:order-management:order-list-read" },
  },
  { name: "discounts", label: "Discounts", parent: "sales-orders", path: "sales-orders/discounts" },

  { name: "customers", label: "Customers", parent: "customers-partners", path: "customers-partners/customers", permissions: { list: "customers-partners:customer:customer-list-read" } },
  { name: "partners", label: "Partners", parent: "customers-partners", path: "customers-partners/partners", permissions: { list: "customers-partners:partner:partner-list-read" } },

  { name: "inventory-report", label: "Inventory Report", parent: "report-analytics", path: "report-analytics/inventory-report", permissions: { list: "reporting-analytics:reports:read" } },
  { name: "sales-report", label: "Sales Report", parent: "report-analytics", path: "report-analytics/sales-report", permissions: { list: "reporting-analytics:reports:read" } },
  { name: "sales-tax-report", label: "Sales Tax Report", parent: "report-analytics", path: "report-analytics/sales-tax-report", permissions: { list: "reporting-analytics:reports:read" } },
  { name: "expiry-report", label: "Expiry Report", parent: "report-analytics", path: "report-analytics/expiry-report", permissions: { list: "reporting-analytics:reports:read" } },
  { name: "purchases-report", label: "Purchases Report", parent: "report-analytics", path: "report-analytics/purchases-report", permissions: { list: "reporting-analytics:reports:read" } },
  { name: "stock-movement-report", label: "Stock Movement Report", parent: "report-analytics", path: "report-analytics/stock-movement-report", permissions: { list: "reporting-analytics:reports:read" } },

  { name: "users", label: "Users", parent: "system", path: "system/users", permissions: { list: "system:users:read" } },
  { name: "roles", label: "Roles", parent: "system", path: "system/roles", permissions: { list: "system:roles:read" } },
  { name: "locations", label: "Locations", parent: "system", path: "system/locations", permissions: crud("system:locations") },
  { name: "system-register", label: "Register", parent: "system", path: "system/register" },
  { name: "platform-fee", label: "Platform Fee", parent: "system", path: "system/platform-fee-config" },
  { name: "integrations", label: "Integrations", parent: "system", path: "system/integrations" },
  { name: "company-profile", label: "Company Profile", parent: "system", path: "system/company", permissions: { list: "system:company:read" } },
  { name: "fiscal-postings", label: "Fiscal Postings", parent: "system", path: "system/fiscal-postings", permissions: { list: "system:integration:read" } },
  { name: "audit", label: "Audit", parent: "system", path: "system/audit", permissions: { list: "system:audit:read", create: "system:audit:create" } },
  {
    name: "adjustments",
    label: "Adjustments",
    parent: "system",
    path: "system/adjustments",
    permissions: { list: "system:adjustment:read", create: "system:adjustment:create" },
  },
];

const dashboardResource: ResourceProps = {
  name: "dashboard",
  list: "/app",
  meta: { label: "Dashboard", icon: createElement(DashboardOutlined) },
};

function groupResource(group: AreaGroup): ResourceProps {
  return { name: group.name, meta: { label: group.label, icon: group.icon } };
}

function entryResource(entry: AreaEntry): ResourceProps {
  const meta: GqlResourceMeta = { label: entry.label, parent: entry.parent, permissions: entry.permissions };
  return { name: entry.name, list: `/app/${entry.path}`, meta };
}

function isBuilt(entry: AreaEntry, built: readonly ResourceProps[]): ResourceProps | undefined {
  return built.find((r) => r.name === entry.name || r.list === `/app/${entry.path}`);
}

/** Every area; an entry that has been built is replaced by the built resource (kept in the menu's place). */
export function menuResources(built: readonly ResourceProps[]): ResourceProps[] {
  const entries = areaEntries.map((entry) => {
    const builtEntry = isBuilt(entry, built);
    if (!builtEntry) return entryResource(entry);
    const builtMeta = (builtEntry.meta ?? {}) as GqlResourceMeta;
    return { ...builtEntry, meta: { ...builtMeta, parent: builtMeta.parent ?? entry.parent } };
  });
  const extra = built.filter((r) => !areaEntries.some((e) => isBuilt(e, [r])));
  return [dashboardResource, ...areaGroups.map(groupResource), ...entries, ...extra];
}

/** Areas with no built screen yet: the shell routes them to the "not available yet" page. */
export function unbuiltEntries(built: readonly ResourceProps[]): AreaEntry[] {
  return areaEntries.filter((entry) => !isBuilt(entry, built));
}
