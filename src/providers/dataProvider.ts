// Refine v5 data provider over our GraphQL API. Each resource's `meta.gql` (see resourceMeta.ts) names the
// operations and selection sets; the documents are built here as strings.
import type { BaseRecord, CrudFilter, CrudSort, DataProvider, MetaQuery, Pagination } from "@refinedev/core";
import { LIST_CONDITIONS_MAX, type ListMeta } from "../../common/list";
import { gqlRequest } from "./graphqlClient";
import { allRowsLimit, listViewKey, toFilterArgs, toPageArgs, toSortArgs } from "./listQuery";
import { isGqlResourceMeta, type GqlOperations, type GqlResourceMeta } from "./resourceMeta";
import { getCurrentLocation } from "./session";

interface ListResult {
  data: BaseRecord[];
  meta: Pick<ListMeta, "totalCount" | "totalIsEstimate">;
}

function resourceMeta(resource: string, meta?: MetaQuery): GqlResourceMeta {
  if (!isGqlResourceMeta(meta)) throw new Error(`The resource "${resource}" declares no GraphQL operations.`);
  return meta;
}

function operationOf<K extends keyof GqlOperations>(
  resource: string,
  meta: MetaQuery | undefined,
  kind: K,
): NonNullable<GqlOperations[K]> {
  const operation = resourceMeta(resource, meta).gql?.[kind];
  if (!operation) throw new Error(`The resource "${resource}" declares no "${kind}" operation.`);
  return operation as NonNullable<GqlOperations[K]>;
}

/**
 * A locationId passed in the hook's meta wins; otherwise scoped resources use the current location: the one the
 * grid put in the query's key (so rows never answer another location's key), else the session's.
 */
function locationIdFor(meta: MetaQuery | undefined): string | undefined {
  if (typeof meta?.locationId === "string" && meta.locationId) return meta.locationId;
  if (meta?.scopedToLocation !== true) return undefined;
  if (typeof meta.currentLocationId === "string" && meta.currentLocationId) return meta.currentLocationId;
  return getCurrentLocation()?.id;
}

/**
 * The previous page's last row, passed by the grid when it moves to the next page (the list may then read by
 * keyset): only for the page and the view (sort, filters, size) it was taken for.
 */
function afterIdOf(meta: MetaQuery | undefined, pagination: Pagination | undefined, sorters: CrudSort[] | undefined, filters: CrudFilter[] | undefined): string | undefined {
  if (typeof meta?.after !== "string" || !meta.after) return undefined;
  const samePage = meta.afterPage === pagination?.currentPage;
  return samePage && meta.afterView === listViewKey(sorters, filters, pagination?.pageSize) ? meta.after : undefined;
}

export function listDocument(operation: string, fields: string, withLocation: boolean, withAfter = false): string {
  const locationVar = withLocation ? ", $locationId: ID" : "";
  const locationArg = withLocation ? ", locationId: $locationId" : "";
  const afterVar = withAfter ? ", $after: ID" : "";
  const afterArg = withAfter ? ", after: $after" : "";
  return `query List($page: Int, $limit: Int, $sort: [SortInput!], $filter: [FilterGroupInput!]${locationVar}${afterVar}) {
  result: ${operation}(page: $page, limit: $limit, sort: $sort, filter: $filter${locationArg}${afterArg}) {
    data { ${fields} }
    meta { totalCount totalIsEstimate }
  }
}`;
}

export const dataProvider: DataProvider = {
  getApiUrl: () => "/graphql",

  getList: async ({ resource, pagination, sorters, filters, meta }) => {
    const { operation, fields } = operationOf(resource, meta, "list");
    const locationId = locationIdFor(meta);
    const after = afterIdOf(meta, pagination, sorters, filters);
    const variables = {
      ...toPageArgs(pagination, allRowsLimit(meta)),
      sort: toSortArgs(sorters),
      filter: toFilterArgs(filters),
      ...(locationId ? { locationId } : {}),
      ...(after ? { after } : {}),
    };
    const { result } = await gqlRequest<{ result: ListResult }>(
      listDocument(operation, fields, locationId !== undefined, after !== undefined),
      variables,
    );
    return { data: result.data as never[], total: result.meta.totalCount, totalIsEstimate: result.meta.totalIsEstimate };
  },

  /** The records of these ids (e.g. the chosen values' labels), LIST_CONDITIONS_MAX ids a request. */
  getMany: async ({ resource, ids, meta }) => {
    const { operation, fields } = operationOf(resource, meta, "list");
    const chunks: string[][] = [];
    for (let start = 0; start < ids.length; start += LIST_CONDITIONS_MAX) {
      chunks.push(ids.slice(start, start + LIST_CONDITIONS_MAX).map(String));
    }
    const pages = await Promise.all(
      chunks.map(async (chunk) => {
        const filter = [{ logicalOperator: "OR", conditions: chunk.map((id) => ({ operator: "EQUAL", field: "id", value: id })) }];
        const { result } = await gqlRequest<{ result: ListResult }>(listDocument(operation, fields, false), { page: 1, limit: chunk.length, filter });
        return result.data;
      }),
    );
    return { data: pages.flat() as never[] };
  },

  getOne: async ({ resource, id, meta }) => {
    const { operation, fields } = operationOf(resource, meta, "one");
    const { result } = await gqlRequest<{ result: BaseRecord }>(
      `query One($id: ID!) { result: ${operation}(id: $id) { ${fields} } }`,
      { id: String(id) },
    );
    return { data: result as never };
  },

  create: async ({ resource, variables, meta }) => {
    const { operation, inputArg, inputType, fields } = operationOf(resource, meta, "create");
    const { result } = await gqlRequest<{ result: BaseRecord }>(
      `mutation Create($input: ${inputType}) { result: ${operation}(${inputArg}: $input) { ${fields ?? "id"} } }`,
      { input: variables },
    );
    return { data: result as never };
  },

  update: async ({ resource, id, variables, meta }) => {
    const { operation, inputArg, inputType, fields, idInInput } = operationOf(resource, meta, "update");
    const { result } = await gqlRequest<{ result: BaseRecord }>(
      idInInput
        ? `mutation Update($input: ${inputType}) { result: ${operation}(${inputArg}: $input) { ${fields ?? "id"} } }`
        : `mutation Update($input: ${inputType}, $id: ID!) { result: ${operation}(${inputArg}: $input, id: $id) { ${fields ?? "id"} } }`,
      idInInput ? { input: { ...variables, id: String(id) } } : { input: variables, id: String(id) },
    );
    return { data: result as never };
  },

  deleteOne: async () => {
    throw new Error("Deleting is not supported.");
  },

  /**
   * Arbitrary documents: `custom({ url: "/graphql", method: "post", payload: { query, variables } })`, or the
   * document in `meta.document` with `meta.variables`. `meta.ignoreErrors` returns partial data without throwing.
   */
  custom: async ({ payload, meta }) => {
    const fromPayload = (payload ?? {}) as { query?: unknown; variables?: unknown };
    const query = typeof meta?.document === "string" ? meta.document : fromPayload.query;
    if (typeof query !== "string") throw new Error("custom() needs a GraphQL document (payload.query or meta.document).");
    const variables = (meta?.variables ?? fromPayload.variables ?? {}) as object;
    const data = await gqlRequest<BaseRecord>(query, variables, { ignoreErrors: meta?.ignoreErrors === true });
    return { data: data as never };
  },
};
