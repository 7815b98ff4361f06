// What the catalogue adds to a lot's GraphQL type (ProductLot, the inventory's): its product and its vendor, in
// the catalogue's types. The lot's service reads them with the lot (inventory/summaries.ts).
import { builder } from "../../graphql/builder";
import { ProductLotRef } from "../inventory";
import { ProductVendorRef } from "./productSchema";
import { ItemProductRef } from "./summariesSchema";

builder.objectFields(ProductLotRef, (t) => ({
  product: t.field({ type: ItemProductRef, resolve: (l) => l.product }),
  vendor: t.field({ type: ProductVendorRef, resolve: (l) => l.vendor }),
}));
