// Tax groups (seeded per tenant), generic formulas and tags: lists, and creation of the last two (also inline
// from the product form).
import { and, count, eq, sql } from "drizzle-orm";
import { genericFormulaInputSchema, tagInputSchema, type ActiveStatus } from "../../../common/schemas/taxonomy";
import { genericFormulas, tags, taxGroups } from "../../db/schema";
import type { ServiceScope } from "../../core/context";
import { badUserInput, parseInput } from "../../core/errors";
import { LIST_LIMIT_MAX, LOOKUP_LIMIT_MAX } from "../../../common/list";
import { listPage, planList, type ListFieldMap, type ListPage, type ListQueryArgs } from "../../core/listEngine";
import { recordActivity } from "../activity/recordActivity";
import { ACTIVE_STATUSES } from "../../../common/schemas/taxonomy";
import { lockWrites, numberOf, uniqueViolationToInput } from "./shared";

export interface TaxGroupRow {
  id: string;
  name: string;
  taxPercentage: number;
}
export interface NamedLookupRow {
  id: string;
  name: string;
  status: ActiveStatus;
  createdAt: Date;
}

const byName = [{ field: "name", direction: "ASC" }];

const taxGroupFields: ListFieldMap = {
  id: { column: taxGroups.id, kind: "uuid" },
  name: { column: taxGroups.name, kind: "text" },
  taxPercentage: { column: taxGroups.taxPercentage, kind: "number" },
};

export async function listTaxGroups(scope: ServiceScope, args: ListQueryArgs): Promise<ListPage<TaxGroupRow>> {
  const { tx, tenantId } = scope;
  const plan = planList(taxGroupFields, args, { tieBreaker: taxGroups.id, defaultSort: byName, maxLimit: LOOKUP_LIMIT_MAX });
  const where = and(eq(taxGroups.tenantId, tenantId), plan.where);
  const rows = await tx
    .select({ id: taxGroups.id, name: taxGroups.name, taxPercentage: taxGroups.taxPercentage })
    .from(taxGroups)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const [{ total }] = await tx.select({ total: count() }).from(taxGroups).where(where);
  return listPage(plan, rows.map((row) => ({ ...row, taxPercentage: numberOf(row.taxPercentage) ?? 0 })), total);
}

/** Generic formulas and tags have the same shape; one implementation serves both. */
function namedLookup(table: typeof genericFormulas | typeof tags, entity: string, label: string, maxLimit: number) {
  const fields: ListFieldMap = {
    id: { column: table.id, kind: "uuid" },
    name: { column: table.name, kind: "text" },
    status: { column: table.status, kind: "enum", values: ACTIVE_STATUSES },
    createdAt: { column: table.createdAt, kind: "date" },
  };
  const columns = { id: table.id, name: table.name, status: table.status, createdAt: table.createdAt };
  const toRow = (row: { id: string; name: string; status: string; createdAt: Date }): NamedLookupRow => ({
    ...row,
    status: row.status as ActiveStatus,
  });
  const takenMessage = `A ${label} with this name already exists.`;

  async function list(scope: ServiceScope, args: ListQueryArgs): Promise<ListPage<NamedLookupRow>> {
    const { tx, tenantId } = scope;
    const plan = planList(fields, args, { tieBreaker: table.id, defaultSort: byName, maxLimit });
    const where = and(eq(table.tenantId, tenantId), plan.where);
    const rows = await tx.select(columns).from(table).where(where).orderBy(...plan.orderBy).limit(plan.limit).offset(plan.offset);
    const [{ total }] = await tx.select({ total: count() }).from(table).where(where);
    return listPage(plan, rows.map(toRow), total);
  }

  async function create(scope: ServiceScope, raw: unknown, schema: typeof genericFormulaInputSchema): Promise<NamedLookupRow> {
    const { tx, tenantId, auth } = scope;
    const input = parseInput(schema, raw);
    await lockWrites(tx, entity, tenantId);
    const [taken] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.tenantId, tenantId), sql`lower(${table.name}) = lower(${input.name})`));
    if (taken) throw badUserInput({ name: takenMessage });
    const [created] = await tx
      .insert(table)
      .values({ tenantId, name: input.name, status: input.status, createdBy: auth.user.id })
      .returning(columns)
      .catch((error: unknown) => {
        throw uniqueViolationToInput(error, { [`${table === tags ? "tags" : "generic_formulas"}_name_uq`]: ["name", takenMessage] });
      });
    await recordActivity(scope, { action: "CREATE", entity, entityId: created.id, details: { name: input.name } });
    return toRow(created);
  }

  return { list, create };
}

// Tags stay a small lookup; generic formulas grow with the catalogue (one per molecule and strength): entity-sized pages.
const formulas = namedLookup(genericFormulas, "generic_formula", "generic formula", LIST_LIMIT_MAX);
const tagLookup = namedLookup(tags, "tag", "tag", LOOKUP_LIMIT_MAX);

export const listGenericFormulas = formulas.list;
export const listTags = tagLookup.list;
export const createGenericFormula = (scope: ServiceScope, raw: unknown) => formulas.create(scope, raw, genericFormulaInputSchema);
export const createTag = (scope: ServiceScope, raw: unknown) => tagLookup.create(scope, raw, tagInputSchema);
