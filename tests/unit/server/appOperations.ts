// Every operation the web app sends, with the variables that make it the most expensive the app ever asks for:
// each declared resource's list (every row: the "all rows" limit that selects and unpaged lists use), one, create
// and update documents exactly as the data provider builds them (it runs with fetch captured), the option lists of
// reference fields, and the documents written in the bespoke screens (appDocuments.ts).
import { fileURLToPath } from "node:url";
import { Kind, parse, visit } from "graphql";
import type { BaseRecord, DataProvider } from "@refinedev/core";
import { vi } from "vitest";
import { LOOKUP_LIMIT_MAX as ALL_ROWS_LIMIT } from "../../../common/list";
import type { GqlResourceMeta } from "../../../src/providers/resourceMeta";
import type { FieldDeclaration, ReferenceSource, ResourceDeclaration } from "../../../src/resources/types";
import { documentsWrittenIn, type FoundDocument } from "./appDocuments";

export interface AppOperation {
  /** Where it comes from, for the failure message. */
  origin: string;
  query: string;
  variables: Record<string, unknown>;
}

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

interface Declared {
  declaration: ResourceDeclaration;
  meta: GqlResourceMeta;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function asDeclared(value: unknown): Declared | null {
  const built = isRecord(value) && isRecord(value.built) ? value.built : value;
  if (!isRecord(built) || !isRecord(built.declaration) || !isRecord(built.resource)) return null;
  return { declaration: built.declaration as unknown as ResourceDeclaration, meta: built.resource.meta as GqlResourceMeta };
}

/** Every resource declared under src/resources (found by their exports, so a new one is never missed). */
async function declaredResources(): Promise<Declared[]> {
  const modules = import.meta.glob<Record<string, unknown>>("../../../src/resources/**/*.{ts,tsx}", { eager: true });
  const byName = new Map<string, Declared>();
  for (const exports of Object.values(modules)) {
    for (const value of Object.values(exports)) {
      const declared = asDeclared(value);
      if (declared) byName.set(declared.declaration.name, declared);
    }
  }
  return [...byName.values()];
}

function referenceSources(fields: readonly FieldDeclaration<BaseRecord>[] | undefined): ReferenceSource[] {
  return (fields ?? []).flatMap((field) => [
    ...(field.reference ? [field.reference] : []),
    ...(field.column && field.column.filterReference ? [field.column.filterReference] : []),
    ...referenceSources(field.itemFields),
  ]);
}

/** Runs `send` with fetch answering every request with an empty success, and returns what was posted. */
async function captured(send: () => Promise<unknown>): Promise<AppOperation[]> {
  const posted: AppOperation[] = [];
  vi.stubGlobal("window", { location: { hostname: "localhost" } });
  vi.stubGlobal("localStorage", { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
  vi.stubGlobal("fetch", async (_url: string, init: { body: string }) => {
    const body = JSON.parse(init.body) as { query: string; variables: Record<string, unknown> };
    posted.push({ origin: "", query: body.query, variables: body.variables });
    return new Response(JSON.stringify({ data: { result: { data: [], meta: { totalCount: 0 } } } }));
  });
  try {
    await send();
  } finally {
    vi.unstubAllGlobals();
  }
  return posted;
}

/** The data provider's documents of every declared resource and of the option lists its fields load. */
async function dataProviderOperations(): Promise<{ operations: AppOperation[]; resourceNames: string[] }> {
  const { dataProvider } = await import("../../../src/providers/dataProvider");
  const declared = await declaredResources();
  const metaOf = (name: string) => declared.find((item) => item.declaration.name === name)?.meta;
  const operations: AppOperation[] = [];
  const record = async (origin: string, send: (provider: DataProvider) => Promise<unknown>) => {
    for (const operation of await captured(() => send(dataProvider))) operations.push({ ...operation, origin });
  };
  const allRows = { currentPage: 1, pageSize: ALL_ROWS_LIMIT, mode: "off" as const };

  for (const { declaration, meta } of declared) {
    const { name, gql } = declaration;
    const located = declaration.scopedToLocation ? { ...meta, locationId: "location" } : meta;
    if (gql.list) await record(`${name}: list`, (p) => p.getList({ resource: name, meta: located, pagination: allRows }));
    if (gql.one) await record(`${name}: one`, (p) => p.getOne({ resource: name, id: "id", meta }));
    if (gql.create) await record(`${name}: create`, (p) => p.create({ resource: name, variables: {}, meta }));
    if (gql.update) await record(`${name}: update`, (p) => p.update({ resource: name, id: "id", variables: {}, meta }));
    for (const source of referenceSources(declaration.fields as readonly FieldDeclaration<BaseRecord>[] | undefined)) {
      const list = metaOf(source.resource)?.gql?.list;
      if (!list) throw new Error(`${name} refers to "${source.resource}", which declares no list operation.`);
      const optionsMeta = { gql: { list: { operation: list.operation, fields: source.fields ?? "id name" } } };
      await record(`${name}: options of ${source.resource}`, (p) => p.getList({ resource: source.resource, meta: optionsMeta, pagination: allRows }));
    }
  }
  return { operations, resourceNames: declared.map((item) => item.declaration.name) };
}

/** Every variable the document passes as a `limit` argument, set to the most rows the app ever asks for. */
function largestLimits(query: string): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  visit(parse(query), {
    Argument(node) {
      if (node.name.value === "limit" && node.value.kind === Kind.VARIABLE) variables[node.value.name.value] = ALL_ROWS_LIMIT;
    },
  });
  return variables;
}

export interface AppOperations {
  operations: AppOperation[];
  /** Names of the declared resources that were walked. */
  resourceNames: string[];
  /** Documents in src/ only known at run time (the data provider's), by file:line. */
  runtimeDocuments: FoundDocument[];
}

export async function gatherAppOperations(): Promise<AppOperations> {
  const { operations, resourceNames } = await dataProviderOperations();
  const written = documentsWrittenIn(fileURLToPath(new URL("../../../src", import.meta.url)), repoRoot);
  for (const document of written) {
    if (document.text !== null) {
      operations.push({ origin: `${document.file}:${document.line}`, query: document.text, variables: largestLimits(document.text) });
    }
  }
  return { operations, resourceNames, runtimeDocuments: written.filter((document) => document.text === null) };
}
