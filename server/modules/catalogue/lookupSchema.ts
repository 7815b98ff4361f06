// Tax groups, generic formulas and tags: types, lists, and the inline creations of the product form.
import { P } from "../../../common/permissions/catalogue";
import { inTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import { listArgs, listType } from "../../graphql/listTypes";
import { ActiveStatusEnum } from "./enumSchema";
import { createGenericFormula, createTag, listGenericFormulas, listTags, listTaxGroups, type NamedLookupRow, type TaxGroupRow } from "./lookupService";

const { product, category } = P.productCatalog;
/** Lookups serve the product and category forms. */
const lookupReadScopes = { permission: product.read, $any: { permission: category.read } };
const inlineCreateScopes = { permission: product.create, $any: { permission: product.update } };

export const TaxGroupRef = builder.objectRef<TaxGroupRow>("TaxGroup").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name"), taxPercentage: t.exposeFloat("taxPercentage") }),
});

function namedLookupRef(name: string) {
  return builder.objectRef<NamedLookupRow>(name).implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      name: t.exposeString("name"),
      status: t.field({ type: ActiveStatusEnum, resolve: (row) => row.status }),
      createdAt: t.field({ type: "DateTime", resolve: (row) => row.createdAt }),
    }),
  });
}

export const GenericFormulaRef = namedLookupRef("GenericFormula");
export const TagRef = namedLookupRef("Tag");

function namedLookupInput(name: string) {
  return builder.inputType(name, {
    fields: (t) => ({
      name: t.string({ required: true }),
      status: t.field({ type: ActiveStatusEnum, defaultValue: "ACTIVE" }),
    }),
  });
}

const GenericFormulaInputRef = namedLookupInput("GenericFormulaInput");
const TagInputRef = namedLookupInput("TagInput");

builder.queryField("getTaxGroups", (t) =>
  t.field({ type: listType("TaxGroup", TaxGroupRef), authScopes: lookupReadScopes, args: listArgs(t.arg), resolve: (_r, args, ctx) => inTransaction(ctx, (scope) => listTaxGroups(scope, args)) }),
);

builder.queryField("getGenericFormulas", (t) =>
  t.field({
    type: listType("GenericFormula", GenericFormulaRef),
    authScopes: lookupReadScopes,
    args: listArgs(t.arg),
    resolve: (_r, args, ctx) => inTransaction(ctx, (scope) => listGenericFormulas(scope, args)),
  }),
);

builder.queryField("getTags", (t) =>
  t.field({ type: listType("Tag", TagRef), authScopes: lookupReadScopes, args: listArgs(t.arg), resolve: (_r, args, ctx) => inTransaction(ctx, (scope) => listTags(scope, args)) }),
);

builder.mutationField("createGenericFormula", (t) =>
  t.field({
    type: GenericFormulaRef,
    authScopes: inlineCreateScopes,
    args: { genericFormulaDto: t.arg({ type: GenericFormulaInputRef, required: true }) },
    resolve: (_r, args, ctx) => inTransaction(ctx, (scope) => createGenericFormula(scope, args.genericFormulaDto)),
  }),
);

builder.mutationField("createTag", (t) =>
  t.field({
    type: TagRef,
    authScopes: inlineCreateScopes,
    args: { tagDto: t.arg({ type: TagInputRef, required: true }) },
    resolve: (_r, args, ctx) => inTransaction(ctx, (scope) => createTag(scope, args.tagDto)),
  }),
);
