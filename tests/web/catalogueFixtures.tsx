import type { BaseRecord, DataProvider } from "@refinedev/core";
import { vi } from "vitest";

// In-memory catalogue data for the form tests (uuids: the shared schemas check id shapes).
export const catalogueIds = {
  medicines: "10000000-0000-4000-8000-000000000001",
  analgesics: "10000000-0000-4000-8000-000000000002",
  painRelief: "10000000-0000-4000-8000-000000000003",
  babyCare: "10000000-0000-4000-8000-000000000004",
  fever: "20000000-0000-4000-8000-000000000001",
  gsk: "30000000-0000-4000-8000-000000000001",
  newTag: "20000000-0000-4000-8000-000000000099",
};

const tables: Record<string, BaseRecord[]> = {
  category: [
    { id: catalogueIds.medicines, name: "Medicines", parentId: null, level: 1 },
    { id: catalogueIds.analgesics, name: "Analgesics", parentId: catalogueIds.medicines, level: 2 },
    { id: catalogueIds.painRelief, name: "Pain Relief", parentId: catalogueIds.analgesics, level: 3 },
    { id: catalogueIds.babyCare, name: "Baby Care", parentId: null, level: 1 },
  ],
  tags: [{ id: catalogueIds.fever, name: "Fever" }],
  "generic-formulas": [],
  "tax-groups": [],
  manufacturer: [{ id: catalogueIds.gsk, name: "GSK Pakistan" }],
  vendor: [],
};

/** Lists from the tables above; create answers a fixed new id with the given name. */
export function catalogueDataProvider() {
  const create = vi.fn(async ({ variables }: { resource: string; variables: unknown }) => ({
    data: { id: catalogueIds.newTag, ...(variables as object) },
  }));
  const provider: DataProvider = {
    getApiUrl: () => "",
    getList: async ({ resource }) => {
      const rows = tables[resource] ?? [];
      return { data: rows as never[], total: rows.length };
    },
    getOne: async ({ resource, id }) => ({ data: (tables[resource] ?? []).find((row) => row.id === id) as never }),
    create: create as DataProvider["create"],
    update: async ({ id, variables }) => ({ data: { id, ...(variables as object) } as never }),
    deleteOne: async () => {
      throw new Error("not supported");
    },
  };
  return { provider, create };
}
