// Location operations: getLocations, getLocation, createLocation, updateLocation (guarded by system:locations:*).
import { P } from "../../../common/permissions/catalogue";
import { inTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import { listArgs, listType } from "../../graphql/listTypes";
import { CityRef } from "../geo";
import { LocationStatusEnum, LocationTypeEnum } from "./enumSchema";
import { createLocation, getLocation, listLocations, updateLocation, type LocationRow } from "./service";

const LocationWarehouseRef = builder.objectRef<NonNullable<LocationRow["warehouse"]>>("LocationWarehouse").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

const LocationRef = builder.objectRef<LocationRow>("Location").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    name: t.exposeString("name"),
    area: t.exposeString("area", { nullable: true }),
    type: t.field({ type: LocationTypeEnum, resolve: (l) => l.type }),
    status: t.field({ type: LocationStatusEnum, resolve: (l) => l.status }),
    cityId: t.exposeID("cityId"),
    city: t.field({ type: CityRef, resolve: (l) => l.city }),
    taxNumber: t.exposeString("taxNumber", { nullable: true }),
    salesTaxNumber: t.exposeString("salesTaxNumber", { nullable: true }),
    warehouseId: t.exposeID("warehouseId", { nullable: true }),
    warehouse: t.field({ type: LocationWarehouseRef, nullable: true, resolve: (l) => l.warehouse }),
    createdAt: t.field({ type: "DateTime", resolve: (l) => l.createdAt }),
    updatedAt: t.field({ type: "DateTime", resolve: (l) => l.updatedAt }),
  }),
});

const LocationList = listType("Location", LocationRef);

const LocationInputRef = builder.inputType("LocationInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    type: t.field({ type: LocationTypeEnum, required: true }),
    status: t.field({ type: LocationStatusEnum, required: true }),
    area: t.string(),
    cityId: t.id({ required: true }),
    taxNumber: t.string(),
    salesTaxNumber: t.string(),
    warehouse_id: t.id(),
  }),
});

builder.queryField("getLocations", (t) =>
  t.field({
    type: LocationList,
    authScopes: { permission: P.system.locations.read },
    args: { ...listArgs(t.arg), locationId: t.arg.id() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listLocations(scope, args)),
  }),
);

builder.queryField("getLocation", (t) =>
  t.field({
    type: LocationRef,
    authScopes: { permission: P.system.locations.read },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => getLocation(scope, args.id)),
  }),
);

builder.mutationField("createLocation", (t) =>
  t.field({
    type: LocationRef,
    authScopes: { permission: P.system.locations.create },
    args: { locationDto: t.arg({ type: LocationInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => createLocation(scope, args.locationDto)),
  }),
);

builder.mutationField("updateLocation", (t) =>
  t.field({
    type: LocationRef,
    authScopes: { permission: P.system.locations.update },
    args: { locationDto: t.arg({ type: LocationInputRef, required: true }), id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => updateLocation(scope, args.id, args.locationDto)),
  }),
);
