// Manufacturer type and operations. Products name their manufacturer, so manufacturers belong to the catalogue;
// their permissions keep the spec's names (procurement:manufacturer:*), and the list is also open to product
// readers: the product form picks a manufacturer from it.
import { P } from "../../../common/permissions/catalogue";
import { inTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import { listArgs, listType } from "../../graphql/listTypes";
import { ActiveStatusEnum } from "./enumSchema";
import { createManufacturer, getManufacturer, listManufacturers, updateManufacturer, type ManufacturerRow } from "./manufacturerService";

export const ManufacturerRef = builder.objectRef<ManufacturerRow>("Manufacturer").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    name: t.exposeString("name"),
    description: t.exposeString("description", { nullable: true }),
    lineOfBusiness: t.exposeString("lineOfBusiness", { nullable: true }),
    lastReason: t.exposeString("lastReason", { nullable: true }),
    status: t.field({ type: ActiveStatusEnum, resolve: (m) => m.status }),
    createdAt: t.field({ type: "DateTime", resolve: (m) => m.createdAt }),
    updatedAt: t.field({ type: "DateTime", resolve: (m) => m.updatedAt }),
  }),
});

const ManufacturerInputRef = builder.inputType("ManufacturerInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    status: t.field({ type: ActiveStatusEnum, required: true }),
    description: t.string(),
    lineOfBusiness: t.string(),
    reason: t.string(),
  }),
});

const ManufacturerList = listType("Manufacturer", ManufacturerRef);
const { manufacturer } = P.procurement;
const productRead = P.productCatalog.product.read;

builder.queryField("getManufacturers", (t) =>
  t.field({
    type: ManufacturerList,
    authScopes: { permission: [manufacturer.read, productRead] },
    args: listArgs(t.arg),
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listManufacturers(scope, args)),
  }),
);

builder.queryField("getManufacturer", (t) =>
  t.field({
    type: ManufacturerRef,
    authScopes: { permission: manufacturer.read },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => getManufacturer(scope, args.id)),
  }),
);

builder.mutationField("createManufacturer", (t) =>
  t.field({
    type: ManufacturerRef,
    authScopes: { permission: manufacturer.create },
    args: { manufacturerDto: t.arg({ type: ManufacturerInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => createManufacturer(scope, args.manufacturerDto)),
  }),
);

builder.mutationField("updateManufacturer", (t) =>
  t.field({
    type: ManufacturerRef,
    authScopes: { permission: manufacturer.update },
    args: { id: t.arg.id({ required: true }), manufacturerDto: t.arg({ type: ManufacturerInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => updateManufacturer(scope, args.id, args.manufacturerDto)),
  }),
);
