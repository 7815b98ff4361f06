// Customer operations: getCustomers (search by name, phone or email), getCustomer (by id, phoneNumber or email),
// createCustomer, updateCustomer, createAddress, updateAddress. A customer's addresses, partner and order
// summary are batched per request (one query per field for a whole page).
import { P } from "../../../common/permissions/catalogue";
import { CUSTOMER_GENDERS } from "../../../common/schemas/customer";
import { inTransaction } from "../../core/transaction";
import { builder, type Types } from "../../graphql/builder";
import { listArgs, listType } from "../../graphql/listTypes";
import { CityRef } from "../geo";
import { PartnerRef, partnersInOrder } from "../partners";
import { addressesOf, createAddress, updateAddress, type AddressRow } from "./addressService";
import { createCustomer, getCustomer, listCustomers, ordersSummaryOf, updateCustomer, type CustomerOrdersSummary, type CustomerRow } from "./service";

const NO_PARTNER = "00000000-0000-0000-0000-000000000000";

const CustomerGenderEnum = builder.enumType("CustomerGender", { values: CUSTOMER_GENDERS });

export const AddressRef = builder.objectRef<AddressRow>("Address").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    customerId: t.exposeID("customerId"),
    cityId: t.exposeID("cityId", { nullable: true }),
    city: t.field({ type: CityRef, nullable: true, resolve: (a) => a.city }),
    streetName: t.exposeString("streetName", { nullable: true }),
    streetAddress1: t.exposeString("streetAddress1", { nullable: true }),
    streetAddress2: t.exposeString("streetAddress2", { nullable: true }),
    buildingNo: t.exposeString("buildingNo", { nullable: true }),
    districtName: t.exposeString("districtName", { nullable: true }),
    postalCode: t.exposeString("postalCode", { nullable: true }),
    state: t.exposeString("state", { nullable: true }),
    landmark: t.exposeString("landmark", { nullable: true }),
    additionalNumber: t.exposeString("additionalNumber", { nullable: true }),
    /** The display line: building no., street lines, city, country, state, postal code (ours). */
    line: t.exposeString("line"),
  }),
});

const CustomerOrdersRef = builder.objectRef<CustomerOrdersSummary>("CustomerOrdersSummary").implement({
  fields: (t) => ({
    orderCount: t.exposeInt("orderCount"),
    totalSpent: t.float({ resolve: (s) => Number(s.totalSpent) }),
  }),
});

export const CustomerRef = builder.objectRef<CustomerRow>("Customer").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    name: t.exposeString("name"),
    phoneNumber: t.exposeString("phoneNumber"),
    email: t.exposeString("email", { nullable: true }),
    gender: t.field({ type: CustomerGenderEnum, nullable: true, resolve: (c) => c.gender as (typeof CUSTOMER_GENDERS)[number] | null }),
    birthday: t.exposeString("birthday", { nullable: true }),
    commercialRegisterNumber: t.exposeString("commercialRegisterNumber", { nullable: true }),
    nationalId: t.exposeString("nationalId", { nullable: true }),
    notes: t.exposeString("notes", { nullable: true }),
    additionalNumber: t.exposeString("additionalNumber", { nullable: true }),
    partnerId: t.exposeID("partnerId", { nullable: true }),
    createdAt: t.field({ type: "DateTime", resolve: (c) => c.createdAt }),
    updatedAt: t.field({ type: "DateTime", resolve: (c) => c.updatedAt }),
    partner: t.loadable({
      type: PartnerRef,
      nullable: true,
      load: (ids: string[], ctx) => inTransaction(ctx, (scope) => partnersInOrder(scope, ids)),
      resolve: (c) => c.partnerId ?? NO_PARTNER,
    }),
    addresses: t.loadableList({
      type: AddressRef,
      load: (ids: string[], ctx) => inTransaction(ctx, (scope) => addressesOf(scope, ids)),
      resolve: (c) => c.id,
    }),
    orders: t.loadable({
      type: CustomerOrdersRef,
      load: (ids: string[], ctx) => inTransaction(ctx, (scope) => ordersSummaryOf(scope, ids)),
      resolve: (c) => c.id,
    }),
  }),
});

const CustomerList = listType("Customer", CustomerRef);

const CustomerInputRef = builder.inputType("CustomerInput", {
  fields: (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) => ({
    name: t.string({ required: true }),
    phoneNumber: t.string({ required: true }),
    email: t.string(),
    gender: t.field({ type: CustomerGenderEnum }),
    birthday: t.string(),
    commercialRegisterNumber: t.string(),
    nationalId: t.string(),
    notes: t.string(),
    additionalNumber: t.string(),
    partnerId: t.id(),
  }),
});

const AddressInputRef = builder.inputType("AddressInput", {
  fields: (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) => ({
    cityId: t.id(),
    streetName: t.string(),
    streetAddress1: t.string(),
    streetAddress2: t.string(),
    buildingNo: t.string(),
    districtName: t.string(),
    postalCode: t.string(),
    state: t.string(),
    landmark: t.string(),
    additionalNumber: t.string(),
  }),
});

const { customer } = P.customersPartners;

builder.queryField("getCustomers", (t) =>
  t.field({
    type: CustomerList,
    authScopes: { permission: customer.customerListRead },
    args: { ...listArgs(t.arg), search: t.arg.string() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listCustomers(scope, args)),
  }),
);

builder.queryField("getCustomer", (t) =>
  t.field({
    type: CustomerRef,
    authScopes: { permission: customer.customerListRead },
    args: { id: t.arg.id(), phoneNumber: t.arg.string(), email: t.arg.string() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => getCustomer(scope, args)),
  }),
);

builder.mutationField("createCustomer", (t) =>
  t.field({
    type: CustomerRef,
    authScopes: { permission: customer.create },
    args: { input: t.arg({ type: CustomerInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => createCustomer(scope, args.input)),
  }),
);

builder.mutationField("updateCustomer", (t) =>
  t.field({
    type: CustomerRef,
    authScopes: { permission: customer.update },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CustomerInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => updateCustomer(scope, args.id, args.input)),
  }),
);

builder.mutationField("createAddress", (t) =>
  t.field({
    type: AddressRef,
    // the till adds a delivery address for a customer it may create
    authScopes: { permission: [customer.update, customer.create] },
    args: { customerId: t.arg.id({ required: true }), input: t.arg({ type: AddressInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => createAddress(scope, args.customerId, args.input)),
  }),
);

builder.mutationField("updateAddress", (t) =>
  t.field({
    type: AddressRef,
    authScopes: { permission: customer.update },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: AddressInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => updateAddress(scope, args.id, args.input)),
  }),
);
