import { P } from "../../../common/permissions/catalogue";
import { CATEGORY_MAX_LEVEL, categoryInputSchema } from "../../../common/schemas/category";
import { fieldsOf, graphql, type ResultOf } from "../../graphql";
import { defineResource } from "../defineResource";
import { CategoryLevelHint } from "./CategoryLevelHint";
import { ACTIVE_STATUS_OPTIONS } from "./options";
import { crudOperations, crudPermissions } from "../crudDeclaration";
import { activeStatusField, secondaryIdField } from "../sharedFields";
import { MAIN_LISTING_PAGING } from "../../components/DataGrid/constants";

/** A category as the list shows it and the form edits it. */
const CATEGORY_FRAGMENT = graphql(`
  fragment CategoryFields on Category {
    id secondaryId name description comment categoryIcon imageUrl level parentId parentCategory { id name } status createdAt updatedAt
  }
`);

type CategoryRecord = ResultOf<typeof CATEGORY_FRAGMENT>;

/** The categories as a tree (for parent and product pickers). */
export const categoryTreeSource = {
  resource: "category",
  fields: "id name parentId level",
  sorters: [{ field: "name", order: "asc" as const }],
  tree: { parentKey: "parentId" },
};

export const categoriesResource = defineResource<CategoryRecord>({
  name: "category",
  label: "Category",
  parent: "product-catalog",
  routes: { list: "product-catalog/category" },
  permissions: crudPermissions(P.productCatalog.category),
  gql: crudOperations("Category", "Categories", { list: fieldsOf(CATEGORY_FRAGMENT) }),
  defaultSort: [{ field: "createdAt", order: "desc" }],
  ...MAIN_LISTING_PAGING,
  search: { field: "name", placeholder: "Search categories" },
  picker: "lookup",
  fields: [
    secondaryIdField(),
    { name: "name", label: "Name", type: "text", column: { width: 220 }, form: { required: true } },
    { name: "status", label: "Status", type: "select", options: ACTIVE_STATUS_OPTIONS, column: false, form: { required: true } },
    {
      name: "parentId",
      label: "Parent Category",
      type: "reference",
      reference: {
        ...categoryTreeSource,
        // a category under a level-3 one would be too deep
        tree: { parentKey: "parentId", disabled: (record) => Number(record.level) >= CATEGORY_MAX_LEVEL },
      },
      column: false,
      form: { span: 24, placeholder: "None (top level)", extra: (values) => <CategoryLevelHint parentId={typeof values.parentId === "string" ? values.parentId : null} /> },
    },
    { name: "parent", label: "Parent", type: "text", column: { field: "parentCategory.name" }, form: false },
    { name: "level", label: "Level", type: "number", column: { width: 110 }, form: false },
    activeStatusField({ width: 130, form: false }),
    { name: "description", label: "Description", type: "textarea", column: false, form: { span: 24 } },
    { name: "comment", label: "Comment", type: "textarea", column: false, form: { span: 24 } },
    { name: "categoryIcon", label: "Icon", type: "image", image: { for: "category" }, column: false },
    { name: "imageUrl", label: "Image", type: "image", image: { for: "category" }, column: false },
    { name: "createdAt", label: "Created At", type: "date", column: { width: 140 }, form: false },
  ],
  form: {
    mode: "page",
    titles: { create: "Create Category", edit: "Update Category" },
    messages: {
      created: "Category created successfully",
      createFailed: "Failed to create category",
      updated: "Category updated successfully",
      updateFailed: "Failed to update category",
    },
    schema: categoryInputSchema,
    initialValues: { status: "ACTIVE" },
  },
});
