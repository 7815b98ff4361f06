// The GraphQL shapes every list shares (DESIGN "Lists"): operators, sort and filter inputs, ListMeta, and the
// helpers that give a list query its standard arguments and its `{ data, meta }` result type.
import type { ArgBuilder, ObjectRef } from "@pothos/core";
import { FILTER_OPERATORS, LOGICAL_OPERATORS, SORT_DIRECTIONS, type ListMeta } from "../../common/list";
import { builder, type Types } from "./builder";
import type { ListPage } from "../core/listEngine";

const FilterOperatorEnum = builder.enumType("FilterOperator", { values: FILTER_OPERATORS });
const LogicalOperatorEnum = builder.enumType("LogicalOperator", { values: LOGICAL_OPERATORS });
const SortDirectionEnum = builder.enumType("SortDirection", { values: SORT_DIRECTIONS });

const SortInputRef = builder.inputType("SortInput", {
  fields: (t) => ({
    field: t.string({ required: true }),
    direction: t.field({ type: SortDirectionEnum, required: true }),
  }),
});

const FilterConditionInputRef = builder.inputType("FilterConditionInput", {
  fields: (t) => ({
    operator: t.field({ type: FilterOperatorEnum, required: true }),
    field: t.string({ required: true }),
    value: t.field({ type: "JSON" }),
  }),
});

const FilterGroupInputRef = builder.inputType("FilterGroupInput", {
  fields: (t) => ({
    conditions: t.field({ type: [FilterConditionInputRef], required: true }),
    logicalOperator: t.field({ type: LogicalOperatorEnum, defaultValue: "AND" }),
  }),
});

const ListMetaRef = builder.objectRef<ListMeta>("ListMeta").implement({
  fields: (t) => ({
    page: t.exposeInt("page"),
    limit: t.exposeInt("limit"),
    total: t.exposeInt("total"),
    totalCount: t.exposeInt("totalCount"),
    totalIsEstimate: t.exposeBoolean("totalIsEstimate", { description: "The total is an estimate: more rows match than are counted exactly." }),
  }),
});

/** page, limit, sort and filter, as every list query takes them. */
export function listArgs(arg: ArgBuilder<Types>) {
  return {
    page: arg.int({ defaultValue: 1 }),
    limit: arg.int({ defaultValue: 20 }),
    sort: arg({ type: [SortInputRef] }),
    filter: arg({ type: [FilterGroupInputRef] }),
    after: arg.id({
      description: "The id of the previous page's last row: lists scrolled far (orders) start the page right after it.",
    }),
  };
}

/** `type <Name>List { data: [<Name>!]! meta: ListMeta! }` */
export function listType<T>(name: string, item: ObjectRef<Types, T>) {
  return builder.objectRef<ListPage<T>>(`${name}List`).implement({
    fields: (t) => ({
      data: t.field({ type: [item], resolve: (page) => page.data }),
      meta: t.field({ type: ListMetaRef, resolve: (page) => page.meta }),
    }),
  });
}
