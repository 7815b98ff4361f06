// Categories: a tree of at most CATEGORY_MAX_LEVEL levels. level is stored; moving a branch re-levels its
// descendants in the same transaction, and a move that would push any of them past the max is refused.
import { and, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  CATEGORY_CYCLE_MESSAGE,
  CATEGORY_DEPTH_MESSAGE,
  CATEGORY_MAX_LEVEL,
  CATEGORY_PARENT_MESSAGE,
  categoryInputSchema,
  type CategoryInput,
} from "../../../common/schemas/category";
import { LOOKUP_LIMIT_MAX } from "../../../common/list";
import { ACTIVE_STATUSES, type ActiveStatus } from "../../../common/schemas/taxonomy";
import { SECONDARY_IDS, isUuid, nextSecondaryId, queryRows, type Tx } from "../../db";
import { isAnyOf, preparedStatement } from "../../db/preparedStatement";
import { categories, productCategories } from "../../db/schema";
import type { ServiceScope } from "../../core/context";
import { badUserInput, notFound, parseInput } from "../../core/errors";
import type { ListFieldMap, ListPage, ListQueryArgs } from "../../core/listEngine";
import { leftJoin, runList } from "../../core/runList";
import { recordActivity } from "../../core/activity/recordActivity";
import { lockWrites } from "../../core/serviceHelpers";

export interface CategoryRow {
  id: string;
  secondaryId: string;
  name: string;
  description: string | null;
  comment: string | null;
  categoryIcon: string | null;
  imageUrl: string | null;
  level: number;
  parentId: string | null;
  parentCategory: { id: string; name: string } | null;
  status: ActiveStatus;
  createdAt: Date;
  updatedAt: Date;
}

const NOT_FOUND_MESSAGE = "Category not found.";
const NAME_TAKEN_MESSAGE = "A category with this name already exists at this level.";
const parents = alias(categories, "parent_category");
const parentJoin = and(eq(parents.tenantId, categories.tenantId), eq(parents.id, categories.parentId));

const categoryListFields: ListFieldMap = {
  id: { column: categories.id, kind: "uuid" },
  secondaryId: { column: categories.secondaryId, kind: "text" },
  name: { column: categories.name, kind: "text" },
  description: { column: categories.description, kind: "text" },
  status: { column: categories.status, kind: "enum", values: ACTIVE_STATUSES },
  level: { column: categories.level, kind: "number" },
  parentId: { column: categories.parentId, kind: "uuid" },
  "parentCategory.name": { column: parents.name, kind: "text" },
  createdAt: { column: categories.createdAt, kind: "date" },
  updatedAt: { column: categories.updatedAt, kind: "date" },
};

const defaultSort = [{ field: "createdAt", direction: "DESC" }];

/** Categories with their parent's name; `where` may use the parent_category alias. */
const categorySelection = {
  id: categories.id,
  secondaryId: categories.secondaryId,
  name: categories.name,
  description: categories.description,
  comment: categories.comment,
  categoryIcon: categories.categoryIcon,
  imageUrl: categories.imageUrl,
  level: categories.level,
  parentId: categories.parentId,
  status: categories.status,
  createdAt: categories.createdAt,
  updatedAt: categories.updatedAt,
  parentName: parents.name,
};

type SelectedCategory = Omit<CategoryRow, "status" | "parentCategory"> & { status: string; parentName: string | null };

function toCategoryRow({ parentName, ...row }: SelectedCategory): CategoryRow {
  return { ...row, status: row.status as ActiveStatus, parentCategory: row.parentId && parentName !== null ? { id: row.parentId, name: parentName } : null };
}

async function selectCategories(tx: Tx, where: SQL | undefined, page?: { orderBy: SQL[]; limit: number; offset: number }): Promise<CategoryRow[]> {
  const query = tx.select(categorySelection).from(categories).leftJoin(parents, parentJoin).where(where).$dynamic();
  const rows = page ? await query.orderBy(...page.orderBy).limit(page.limit).offset(page.offset) : await query;
  return rows.map(toCategoryRow);
}

// a page's categories, the same text on every request: prepared once per connection
const categoriesOfProducts = preparedStatement((db) =>
  db
    .select({ productId: productCategories.productId, ...categorySelection })
    .from(productCategories)
    .innerJoin(categories, and(eq(categories.tenantId, productCategories.tenantId), eq(categories.id, productCategories.categoryId)))
    .leftJoin(parents, parentJoin)
    .where(and(eq(productCategories.tenantId, sql.placeholder("tenantId")), isAnyOf(productCategories.productId, "productIds")))
    .prepare("categories_of_products"),
);

/** The categories these products are filed under, each with the product it belongs to: one statement. */
export async function categoriesOfProductIds(tx: Tx, tenantId: string, productIds: string[]): Promise<{ productId: string; category: CategoryRow }[]> {
  const rows = await categoriesOfProducts(tx, { tenantId, productIds });
  return rows.map(({ productId, ...category }) => ({ productId, category: toCategoryRow(category) }));
}

async function findCategory(tx: Tx, tenantId: string, id: string): Promise<CategoryRow> {
  if (!isUuid(id)) throw notFound(NOT_FOUND_MESSAGE);
  const [row] = await selectCategories(tx, and(eq(categories.tenantId, tenantId), eq(categories.id, id)));
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

export function listCategories({ tx, tenantId }: ServiceScope, args: ListQueryArgs): Promise<ListPage<CategoryRow>> {
  return runList(tx, args, {
    fields: categoryListFields,
    tieBreaker: categories.id,
    defaultSort,
    maxLimit: LOOKUP_LIMIT_MAX,
    from: categories,
    joins: [leftJoin(parents, parentJoin)],
    where: eq(categories.tenantId, tenantId),
    page: (window) => selectCategories(tx, window.where, window),
  });
}

export function getCategory({ tx, tenantId }: ServiceScope, id: string): Promise<CategoryRow> {
  return findCategory(tx, tenantId, id);
}

/** The level a new child of parentId would get (1 without a parent), and the max. */
export async function getCategoryLevel({ tx, tenantId }: ServiceScope, parentId: string | null | undefined): Promise<{ current: number; max: number }> {
  if (!parentId) return { current: 1, max: CATEGORY_MAX_LEVEL };
  const parent = await findCategory(tx, tenantId, parentId);
  return { current: parent.level + 1, max: CATEGORY_MAX_LEVEL };
}

/** The category and all below it, with their levels. */
async function subtree(tx: Tx, tenantId: string, id: string): Promise<{ id: string; level: number }[]> {
  return queryRows<{ id: string; level: number }>(
    tx,
    sql`with recursive branch as (
          select id, level from categories where tenant_id = ${tenantId} and id = ${id}
          union all
          select c.id, c.level from categories c join branch on c.parent_id = branch.id where c.tenant_id = ${tenantId}
        ) select id, level from branch`,
  );
}

/** Checks the tree rules and returns the level the category gets. */
async function placeCategory(tx: Tx, tenantId: string, input: CategoryInput, existing?: CategoryRow): Promise<{ level: number; branch: { id: string; level: number }[] }> {
  const errors: Record<string, string> = {};
  let level = 1;
  const branch = existing ? await subtree(tx, tenantId, existing.id) : [];
  if (input.parentId) {
    const [parent] = await tx
      .select({ level: categories.level })
      .from(categories)
      .where(and(eq(categories.tenantId, tenantId), eq(categories.id, input.parentId)));
    if (!parent) errors.parentId = CATEGORY_PARENT_MESSAGE;
    else if (branch.some((node) => node.id === input.parentId)) errors.parentId = CATEGORY_CYCLE_MESSAGE;
    else {
      level = parent.level + 1;
      const height = existing ? Math.max(...branch.map((node) => node.level)) - existing.level : 0;
      if (level + height > CATEGORY_MAX_LEVEL) errors.parentId = CATEGORY_DEPTH_MESSAGE;
    }
  }
  const siblings = and(
    eq(categories.tenantId, tenantId),
    input.parentId ? eq(categories.parentId, input.parentId) : sql`${categories.parentId} is null`,
    sql`lower(${categories.name}) = lower(${input.name})`,
    existing ? ne(categories.id, existing.id) : undefined,
  );
  const [taken] = await tx.select({ id: categories.id }).from(categories).where(siblings).limit(1);
  if (taken) errors.name = NAME_TAKEN_MESSAGE;
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  return { level, branch };
}

function columnsOf(input: CategoryInput) {
  return {
    name: input.name,
    status: input.status,
    description: input.description,
    comment: input.comment,
    categoryIcon: input.categoryIcon,
    imageUrl: input.imageUrl,
    parentId: input.parentId,
  };
}

export async function createCategory(scope: ServiceScope, raw: unknown): Promise<CategoryRow> {
  const { tx, tenantId, auth } = scope;
  const input = parseInput(categoryInputSchema, raw);
  await lockWrites(tx, "categories", tenantId);
  const { level } = await placeCategory(tx, tenantId, input);
  const { counter, prefix } = SECONDARY_IDS.category;
  const secondaryId = await nextSecondaryId(tx, tenantId, counter, prefix);
  const [created] = await tx
    .insert(categories)
    .values({ tenantId, secondaryId, ...columnsOf(input), level, createdBy: auth.user.id, updatedBy: auth.user.id })
    .returning({ id: categories.id });
  await recordActivity(scope, { action: "CREATE", entity: "category", entityId: created.id, details: { secondaryId, name: input.name, level } });
  return findCategory(tx, tenantId, created.id);
}

export async function updateCategory(scope: ServiceScope, id: string, raw: unknown): Promise<CategoryRow> {
  const { tx, tenantId, auth } = scope;
  const existing = await findCategory(tx, tenantId, id);
  const input = parseInput(categoryInputSchema, raw);
  await lockWrites(tx, "categories", tenantId);
  const { level, branch } = await placeCategory(tx, tenantId, input, existing);
  const shift = level - existing.level;
  await tx
    .update(categories)
    .set({ ...columnsOf(input), level, updatedBy: auth.user.id, updatedAt: new Date() })
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)));
  const descendants = branch.filter((node) => node.id !== id).map((node) => node.id);
  if (shift !== 0 && descendants.length > 0) {
    await tx
      .update(categories)
      .set({ level: sql`${categories.level} + ${shift}` })
      .where(and(eq(categories.tenantId, tenantId), inArray(categories.id, descendants)));
  }
  const values = columnsOf(input);
  const changed = (Object.keys(values) as (keyof typeof values)[]).filter((key) => values[key] !== existing[key]);
  await recordActivity(scope, { action: "UPDATE", entity: "category", entityId: id, details: { secondaryId: existing.secondaryId, changed } });
  return findCategory(tx, tenantId, id);
}
