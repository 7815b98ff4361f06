// GraphQL types of the small shared shapes (summaries.ts).
import { builder } from "../../graphql/builder";
import { UnitOfMeasureEnum } from "../catalogue/enumSchema";
import { LocationTypeEnum } from "../locations/enumSchema";
import type { ItemProduct, LocationSummary } from "./summaries";

export const LocationSummaryRef = builder.objectRef<LocationSummary>("LocationSummary").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    name: t.exposeString("name"),
    type: t.field({ type: LocationTypeEnum, resolve: (l) => l.type }),
  }),
});

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
