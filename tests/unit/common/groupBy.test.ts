import { describe, expect, it } from "vitest";
import { groupBy, inIdOrder } from "../../../common/groupBy";

describe("groupBy and inIdOrder", () => {
  it("groups rows by key, each group in the rows' order", () => {
    const groups = groupBy([{ k: "a", v: 1 }, { k: "b", v: 2 }, { k: "a", v: 3 }], (row) => row.k, (row) => row.v);
    expect([...groups]).toEqual([["a", [1, 3]], ["b", [2]]]);
  });

  it("puts rows read by id back in the order of the ids, leaving out an id with no row", () => {
    const rows = [{ id: "c" }, { id: "a" }, { id: "b" }];
    expect(inIdOrder(["b", "x", "a", "c"], rows, (row) => row.id).map((row) => row.id)).toEqual(["b", "a", "c"]);
  });
});
