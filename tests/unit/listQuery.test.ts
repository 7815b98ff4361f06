// How the web's list arguments meet the server's caps: "off" pagination asks a lookup for the lookup maximum and
// anything else for one entity page; a resource that declares no picker is searched by name.
import { describe, expect, it } from "vitest";
import { LIST_LIMIT_MAX, LOOKUP_LIMIT_MAX } from "../../common/list";
import { allRowsLimit, pickerOf, toPageArgs } from "../../src/providers/listQuery";

describe("list arguments", () => {
  it("reads the declared picker, searching by name when none is declared", () => {
    expect(pickerOf({ picker: "lookup" })).toBe("lookup");
    expect(pickerOf({ picker: { searchField: "skuCode" } })).toEqual({ searchField: "skuCode" });
    expect(pickerOf({})).toEqual({ searchField: "name" });
    expect(pickerOf(undefined)).toEqual({ searchField: "name" });
  });

  it("asks for all rows up to what the server gives: a lookup's maximum, else one entity page", () => {
    expect(toPageArgs({ mode: "off" }, allRowsLimit({ picker: "lookup" }))).toEqual({ page: 1, limit: LOOKUP_LIMIT_MAX });
    expect(toPageArgs({ mode: "client" }, allRowsLimit({ label: "Vendor" }))).toEqual({ page: 1, limit: LIST_LIMIT_MAX });
    expect(toPageArgs({ mode: "off" })).toEqual({ page: 1, limit: 1000 });
    expect(toPageArgs({ mode: "server", currentPage: 3, pageSize: 50 })).toEqual({ page: 3, limit: 50 });
  });
});
