// Vendor types and operations (procurement:vendor:*). The list is also open to product readers: the product form
// picks vendors from it. Manufacturers are the catalogue's (catalogue/manufacturerSchema.ts).
import { P } from "../../../common/permissions/catalogue";
import { VENDOR_TERMS_FIELDS, VENDOR_TERMS_READERS } from "../../../common/permissions/fieldGuards";
import { inTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import { guardedField } from "../../graphql/fieldGuards";
import { listArgs, listType } from "../../graphql/listTypes";
import { ActiveStatusEnum, ManufacturerRef } from "../catalogue";
import { fileUrlForViewer } from "../files";
import { createVendor, getVendor, listVendors, updateVendor, type VendorRow } from "./vendorService";

const optionalStrings = [
  "type",
  "classification",
  "contactPerson",
  "primaryEmail",
  "secondaryEmail",
  "primaryPhone",
  "secondaryPhone",
  "businessAddress",
  "city",
  "stateProvince",
  "zipCode",
  "registrationNumber",
  "strn",
  "taxationNumber",
  "taxExemptionValidity",
  "drugLicenseNo",
  "drugSaleLicense",
  "document",
  "documentExpiryDate",
  "comment",
] as const;

/** Commercial terms and bank details (VENDOR_TERMS_FIELDS): null unless the user may read vendors. */
const termStrings = ["paymentMethod", "paymentTerms", "bankName", "branchCode", "branchCity", "ibanNumber", "withHoldTaxGroup", "stockReturnPolicy"] as const satisfies readonly (typeof VENDOR_TERMS_FIELDS)[number][];
const terms = () => guardedField(VENDOR_TERMS_READERS, "A commercial term or bank detail: null unless the user may read vendors (procurement:vendor:read).");

const VendorRef = builder.objectRef<VendorRow>("Vendor").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    name: t.exposeString("name"),
    status: t.field({ type: ActiveStatusEnum, resolve: (v) => v.status }),
    ...Object.fromEntries(optionalStrings.map((key) => [key, t.exposeString(key, { nullable: true })])),
    // the uploaded scan: a signed URL (replaces the plain string above, in the same place)
    document: t.string({ nullable: true, resolve: (v, _args, ctx) => fileUrlForViewer(ctx, v.document) }),
    ...Object.fromEntries(termStrings.map((key) => [key, t.exposeString(key, terms())])),
    creditLimit: t.exposeFloat("creditLimit", terms()),
    leadTime: t.exposeInt("leadTime", { nullable: true }),
    taxExemption: t.exposeBoolean("taxExemption"),
    taxReturn: t.exposeBoolean("taxReturn"),
    withHoldTaxPercentage: t.exposeFloat("withHoldTaxPercentage", terms()),
    manufacturerIds: t.exposeIDList("manufacturerIds"),
    manufacturers: t.field({ type: [ManufacturerRef], resolve: (v) => v.manufacturers }),
    createdAt: t.field({ type: "DateTime", resolve: (v) => v.createdAt }),
    updatedAt: t.field({ type: "DateTime", resolve: (v) => v.updatedAt }),
  }),
});

const VendorInputRef = builder.inputType("VendorInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    status: t.field({ type: ActiveStatusEnum, required: true }),
    ...Object.fromEntries([...optionalStrings, ...termStrings].map((key) => [key, t.string()])),
    creditLimit: t.float(),
    leadTime: t.int(),
    taxExemption: t.boolean(),
    taxReturn: t.boolean(),
    withHoldTaxPercentage: t.float(),
    manufacturerIds: t.idList(),
  }),
});

const VendorList = listType("Vendor", VendorRef);
const { vendor } = P.procurement;
const productRead = P.productCatalog.product.read;

builder.queryField("getVendors", (t) =>
  t.field({
    type: VendorList,
    authScopes: { permission: [vendor.read, productRead] },
    args: listArgs(t.arg),
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listVendors(scope, args)),
  }),
);

builder.queryField("getVendor", (t) =>
  t.field({
    type: VendorRef,
    authScopes: { permission: vendor.read },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => getVendor(scope, args.id)),
  }),
);

builder.mutationField("createVendor", (t) =>
  t.field({
    type: VendorRef,
    authScopes: { permission: vendor.create },
    args: { vendorDto: t.arg({ type: VendorInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => createVendor(scope, args.vendorDto)),
  }),
);

builder.mutationField("updateVendor", (t) =>
  t.field({
    type: VendorRef,
    authScopes: { permission: vendor.update },
    args: { id: t.arg.id({ required: true }), vendorDto: t.arg({ type: VendorInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => updateVendor(scope, args.id, args.vendorDto)),
  }),
);
import "./purchaseOrderSchema";
import "./grnSchema";
import "./stockReturnSchema";
