// Tax groups (seeded per tenant), generic formulas and tags: lists, and creation of the last two (also inline
// from the product form).
import { and, eq, sql } from "drizzle-orm";
import { genericFormulaInputSchema, tagInputSchema, type ActiveStatus } from "../../../common/schemas/taxonomy";
import { genericFormulas, tags, taxGroups } from "../../db/schema";
import type { ServiceScope } from "../../core/context";
import { badUserInput, parseInput } from "../../core/errors";
import { LIST_LIMIT_MAX, LOOKUP_LIMIT_MAX } from "../../../common/list";
import type { ListFieldMap, ListPage, ListQueryArgs } from "../../core/listEngine";
import { runList } from "../../core/runList";
import { recordActivity } from "../../core/activity/recordActivity";
import { ACTIVE_STATUSES } from "../../../common/schemas/taxonomy";
import { lockWrites, numberOf, uniqueViolationToInput } from "../../core/serviceHelpers";

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

export function listTaxGroups({ tx, tenantId }: ServiceScope, args: ListQueryArgs): Promise<ListPage<TaxGroupRow>> {
  return runList(tx, args, {
    fields: taxGroupFields,
    tieBreaker: taxGroups.id,
    defaultSort: byName,
    maxLimit: LOOKUP_LIMIT_MAX,
    from: taxGroups,
    where: eq(taxGroups.tenantId, tenantId),
    page: async ({ where, orderBy, limit, offset }) => {
      const rows = await tx
        .select({ id: taxGroups.id, name: taxGroups.name, taxPercentage: taxGroups.taxPercentage })
        .from(taxGroups)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row, taxPercentage: numberOf(row.taxPercentage) ?? 0 }));
    },
  });
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

  function list({ tx, tenantId }: ServiceScope, args: ListQueryArgs): Promise<ListPage<NamedLookupRow>> {
    return runList(tx, args, {
      fields,
      tieBreaker: table.id,
      defaultSort: byName,
      maxLimit,
      from: table,
      where: eq(table.tenantId, tenantId),
      page: async ({ where, orderBy, limit, offset }) =>
        (await tx.select(columns).from(table).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toRow),
    });
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
