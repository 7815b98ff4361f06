// The GraphQL type of a location as a document line or a lot shows it (locationSummary.ts).
import { builder } from "../../graphql/builder";
import { LocationTypeEnum } from "./enumSchema";
import type { LocationSummary } from "./locationSummary";

export const LocationSummaryRef = builder.objectRef<LocationSummary>("LocationSummary").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    name: t.exposeString("name"),
    type: t.field({ type: LocationTypeEnum, resolve: (l) => l.type }),
  }),
});
