// Small shapes shared by the stock and procurement types: a vendor and a product as a lot or a document line
// (purchase order, GRN, stock return) shows them. Column sets for selects and their conversions. Their GraphQL
// types are the catalogue's (ItemProduct, ProductVendor); a location as seen there: locations/locationSummary.ts.
import type { ActiveStatus, UnitOfMeasure } from "../../../common/schemas/taxonomy";
import { products, vendors } from "../../db/schema";

export interface VendorSummary {
  id: string;
  secondaryId: string;
  name: string;
  status: ActiveStatus;
}

export interface ItemProduct {
  id: string;
  secondaryId: string;
  name: string;
  gtin: string | null;
  buyingUnit: UnitOfMeasure;
  sellingUnit: UnitOfMeasure;
  uomFactor: number;
  maximumRetailPrice: number;
  maximumRetailUnitPrice: number;
}

export const vendorSummaryColumns = { id: vendors.id, secondaryId: vendors.secondaryId, name: vendors.name, status: vendors.status };
export const itemProductColumns = {
  id: products.id,
  secondaryId: products.secondaryId,
  name: products.name,
  gtin: products.gtin,
  buyingUnit: products.buyingUnit,
  sellingUnit: products.sellingUnit,
  uomFactor: products.uomFactor,
  maximumRetailPrice: products.maximumRetailPrice,
  maximumRetailUnitPrice: products.maximumRetailUnitPrice,
};

export const toVendorSummary = (row: { id: string; secondaryId: string; name: string; status: string }): VendorSummary => ({ ...row, status: row.status as ActiveStatus });
export function toItemProduct(row: {
  id: string;
  secondaryId: string;
  name: string;
  gtin: string | null;
  buyingUnit: string;
  sellingUnit: string;
  uomFactor: number;
  maximumRetailPrice: string;
  maximumRetailUnitPrice: string;
}): ItemProduct {
  return {
    ...row,
    buyingUnit: row.buyingUnit as UnitOfMeasure,
    sellingUnit: row.sellingUnit as UnitOfMeasure,
    maximumRetailPrice: Number(row.maximumRetailPrice),
    maximumRetailUnitPrice: Number(row.maximumRetailUnitPrice),
  };
}
