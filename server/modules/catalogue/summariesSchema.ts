// The GraphQL type of a product as a lot or a document line shows it (inventory/summaries.ts).
import { builder } from "../../graphql/builder";
import { UnitOfMeasureEnum } from "./enumSchema";
import type { ItemProduct } from "../inventory";

export const ItemProductRef = builder.objectRef<ItemProduct>("ItemProduct").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    name: t.exposeString("name"),
    gtin: t.exposeString("gtin", { nullable: true }),
    buyingUnit: t.field({ type: UnitOfMeasureEnum, resolve: (p) => p.buyingUnit }),
    sellingUnit: t.field({ type: UnitOfMeasureEnum, resolve: (p) => p.sellingUnit }),
    uomFactor: t.exposeInt("uomFactor"),
    maximumRetailPrice: t.exposeFloat("maximumRetailPrice"),
    maximumRetailUnitPrice: t.exposeFloat("maximumRetailUnitPrice"),
  }),
});
