// The role form's tree: permissions grouped module → subModule → action with readable titles ('*' is "All",
// first); only permission ids survive the form (module and subModule keys are not UUIDs); nodes holding a chosen
// permission open expanded.
import { describe, expect, it } from "vitest";
import { keptPermissionIds, roleFormSchema } from "../../../common/schemas/people";
import { expandedFor, permissionTree } from "../../../src/resources/system/people/permissionTree";

const ids = { read: "11111111-1111-4111-8111-111111111111", open: "22222222-2222-4222-8222-222222222222", all: "33333333-3333-4333-8333-333333333333", users: "44444444-4444-4444-8444-444444444444" };
const permissions = [
  { id: ids.open, module: "sales-orders", subModule: "pos", action: "open-cash-register" },
  { id: ids.read, module: "sales-orders", subModule: "return-order", action: "read" },
  { id: ids.all, module: "*", subModule: "*", action: "*" },
  { id: ids.users, module: "system", subModule: "users", action: "read" },
];

describe("the permission tree", () => {
  it("groups by module, subModule and action with readable titles, All first", () => {
    const tree = permissionTree(permissions);
    expect(tree.map((node) => node.title)).toEqual(["All", "Sales Orders", "System"]);
    expect(tree[1].children?.map((node) => [node.title, node.children?.map((leaf) => [leaf.title, leaf.key])])).toEqual([
      ["Pos", [["Open Cash Register", ids.open]]],
      ["Return Order", [["Read", ids.read]]],
    ]);
  });

  it("keeps only permission ids from the checked keys, and needs one", () => {
    expect(keptPermissionIds(["module:sales-orders", "sub:sales-orders:pos", ids.open, ids.open])).toEqual([ids.open]);
    const parsed = roleFormSchema.safeParse({ name: "Desk", status: "ACTIVE", permissions: ["module:system"] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(["Permissions is required."]);
  });

  it("opens the nodes holding the chosen permissions", () => {
    expect(expandedFor(permissions, [ids.read]).sort()).toEqual(["module:sales-orders", "sub:sales-orders:return-order"]);
  });
});
