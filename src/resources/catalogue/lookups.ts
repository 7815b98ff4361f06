import { defineResource } from "../defineResource";

// Option sources of the product form: not in the menu, no screens. Generic formulas and tags can also be created
// from the form (their create operations, used by the '+ Add "…"' option). Tax groups and tags are small lookups,
// loaded whole; generic formulas grow with the catalogue (one per molecule and strength), so they are searched.

export const taxGroupsResource = defineResource({
  name: "tax-groups",
  label: "Tax Groups",
  hide: true,
  picker: "lookup",
  gql: { list: { operation: "getTaxGroups", fields: "id name taxPercentage" } },
});

export const genericFormulasResource = defineResource({
  name: "generic-formulas",
  label: "Generic Formulas",
  hide: true,
  picker: { searchField: "name" },
  gql: {
    list: { operation: "getGenericFormulas", fields: "id name status" },
    create: { operation: "createGenericFormula", inputArg: "genericFormulaDto", inputType: "GenericFormulaInput!", fields: "id name" },
  },
});

export const tagsResource = defineResource({
  name: "tags",
  label: "Tags",
  hide: true,
  picker: "lookup",
  gql: {
    list: { operation: "getTags", fields: "id name status" },
    create: { operation: "createTag", inputArg: "tagDto", inputType: "TagInput!", fields: "id name" },
  },
});
