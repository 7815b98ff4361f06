import { defineResource } from "../defineResource";

// Option sources of the product form: not in the menu, no screens. Generic formulas and tags can also be created
// from the form (their create operations, used by the '+ Add "…"' option).

export const taxGroupsResource = defineResource({
  name: "tax-groups",
  label: "Tax Groups",
  hide: true,
  gql: { list: { operation: "getTaxGroups", fields: "id name taxPercentage" } },
});

export const genericFormulasResource = defineResource({
  name: "generic-formulas",
  label: "Generic Formulas",
  hide: true,
  gql: {
    list: { operation: "getGenericFormulas", fields: "id name status" },
    create: { operation: "createGenericFormula", inputArg: "genericFormulaDto", inputType: "GenericFormulaInput!", fields: "id name" },
  },
});

export const tagsResource = defineResource({
  name: "tags",
  label: "Tags",
  hide: true,
  gql: {
    list: { operation: "getTags", fields: "id name status" },
    create: { operation: "createTag", inputArg: "tagDto", inputType: "TagInput!", fields: "id name" },
  },
});
