// Category types and operations (product-catalog:category:*; reading also for product readers, whose form
// picks categories).
import { P } from "../../../common/permissions/catalogue";
import { inTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import { listArgs, listType } from "../../graphql/listTypes";
import { fileUrlForViewer } from "../files";
import { createCategory, getCategory, getCategoryLevel, listCategories, updateCategory, type CategoryRow } from "./categoryService";
import { ActiveStatusEnum } from "./enumSchema";

const { product, category } = P.productCatalog;
const readScopes = { permission: category.read, $any: { permission: product.read } };

const CategoryParentRef = builder.objectRef<NonNullable<CategoryRow["parentCategory"]>>("CategoryParent").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

export const CategoryRef = builder.objectRef<CategoryRow>("Category").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    name: t.exposeString("name"),
    description: t.exposeString("description", { nullable: true }),
    comment: t.exposeString("comment", { nullable: true }),
    categoryIcon: t.string({ nullable: true, resolve: (c, _args, ctx) => fileUrlForViewer(ctx, c.categoryIcon) }),
    imageUrl: t.string({ nullable: true, resolve: (c, _args, ctx) => fileUrlForViewer(ctx, c.imageUrl) }),
    level: t.exposeInt("level"),
    parentId: t.exposeID("parentId", { nullable: true }),
    parentCategory: t.field({ type: CategoryParentRef, nullable: true, resolve: (c) => c.parentCategory }),
    status: t.field({ type: ActiveStatusEnum, resolve: (c) => c.status }),
    createdAt: t.field({ type: "DateTime", resolve: (c) => c.createdAt }),
    updatedAt: t.field({ type: "DateTime", resolve: (c) => c.updatedAt }),
  }),
});

const CategoryLevelRef = builder.objectRef<{ current: number; max: number }>("CategoryLevel").implement({
  fields: (t) => ({ current: t.exposeInt("current"), max: t.exposeInt("max") }),
});

const CategoryInputRef = builder.inputType("CategoryInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    status: t.field({ type: ActiveStatusEnum, required: true }),
    description: t.string(),
    comment: t.string(),
    categoryIcon: t.string(),
    imageUrl: t.string(),
    parentId: t.id(),
  }),
});

builder.queryField("getCategories", (t) =>
  t.field({ type: listType("Category", CategoryRef), authScopes: readScopes, args: listArgs(t.arg), resolve: (_r, args, ctx) => inTransaction(ctx, (scope) => listCategories(scope, args)) }),
);

builder.queryField("getCategory", (t) =>
  t.field({ type: CategoryRef, authScopes: readScopes, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => inTransaction(ctx, (scope) => getCategory(scope, args.id)) }),
);

builder.queryField("getCategoryLevel", (t) =>
  t.field({ type: CategoryLevelRef, authScopes: readScopes, args: { parentId: t.arg.id() }, resolve: (_r, args, ctx) => inTransaction(ctx, (scope) => getCategoryLevel(scope, args.parentId)) }),
);

builder.mutationField("createCategory", (t) =>
  t.field({
    type: CategoryRef,
    authScopes: { permission: category.create },
    args: { categoryDto: t.arg({ type: CategoryInputRef, required: true }) },
    resolve: (_r, args, ctx) => inTransaction(ctx, (scope) => createCategory(scope, args.categoryDto)),
  }),
);

builder.mutationField("updateCategory", (t) =>
  t.field({
    type: CategoryRef,
    authScopes: { permission: category.update },
    args: { id: t.arg.id({ required: true }), categoryDto: t.arg({ type: CategoryInputRef, required: true }) },
    resolve: (_r, args, ctx) => inTransaction(ctx, (scope) => updateCategory(scope, args.id, args.categoryDto)),
  }),
);
