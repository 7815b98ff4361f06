import type { ReactNode } from "react";
import { Refine, type BaseRecord, type DataProvider } from "@refinedev/core";
import { App as AntdApp } from "antd";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";
import { builtResources } from "../../src/resources";

export const ids = {
  pakistan: "00000000-0000-4000-8000-000000000001",
  uae: "00000000-0000-4000-8000-000000000002",
  lahore: "00000000-0000-4000-8000-000000000011",
  karachi: "00000000-0000-4000-8000-000000000012",
  dubai: "00000000-0000-4000-8000-000000000013",
  central: "00000000-0000-4000-8000-000000000021",
};

const tables: Record<string, BaseRecord[]> = {
  countries: [
    { id: ids.pakistan, name: "Pakistan" },
    { id: ids.uae, name: "United Arab Emirates" },
  ],
  cities: [
    { id: ids.lahore, name: "Lahore", countryId: ids.pakistan },
    { id: ids.karachi, name: "Karachi", countryId: ids.pakistan },
    { id: ids.dubai, name: "Dubai", countryId: ids.uae },
  ],
  locations: [{ id: ids.central, name: "Central Warehouse", type: "WAREHOUSE", status: "ACTIVE" }],
};

/** An in-memory data provider: lists honour `eq` filters; create echoes an id. */
export function fakeDataProvider() {
  const create = vi.fn(async ({ variables }: { variables: unknown }) => ({ data: { id: "new", ...(variables as object) } }));
  const provider: DataProvider = {
    getApiUrl: () => "",
    getList: async ({ resource, filters }) => {
      const rows = (tables[resource] ?? []).filter((row) =>
        (filters ?? []).every((filter) => !("field" in filter) || filter.operator !== "eq" || row[filter.field] === filter.value),
      );
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

export function RefineHarness({ dataProvider, children }: { dataProvider: DataProvider; children: ReactNode }) {
  return (
    <MemoryRouter>
      <AntdApp>
        <Refine dataProvider={dataProvider} resources={builtResources} options={{ disableTelemetry: true }}>
          {children}
        </Refine>
      </AntdApp>
    </MemoryRouter>
  );
}
