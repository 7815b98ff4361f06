// The role form's permission tree: permissions grouped module → subModule → action ('*' reads "All"); the keys of
// module and subModule nodes are not UUIDs, so keptPermissionIds (common/schemas/people.ts) drops them from the
// checked keys and only permission ids are saved. Nodes with a chosen descendant start expanded.
export interface PermissionLeaf {
  id: string;
  module: string;
  subModule: string;
  action: string;
}

export interface PermissionNode {
  key: string;
  title: string;
  children?: PermissionNode[];
}

const segmentLabel = (segment: string) =>
  segment === "*" ? "All" : segment.split(/[-_]/).map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");

const moduleKey = (module: string) => `module:${module}`;
const subModuleKey = (module: string, subModule: string) => `sub:${module}:${subModule}`;

export function permissionTree(permissions: readonly PermissionLeaf[]): PermissionNode[] {
  const modules = new Map<string, Map<string, PermissionLeaf[]>>();
  for (const permission of permissions) {
    const subModules = modules.get(permission.module) ?? new Map<string, PermissionLeaf[]>();
    subModules.set(permission.subModule, [...(subModules.get(permission.subModule) ?? []), permission]);
    modules.set(permission.module, subModules);
  }
  const byLabel = (a: PermissionNode, b: PermissionNode) => (a.title === "All" ? -1 : b.title === "All" ? 1 : a.title.localeCompare(b.title));
  return [...modules.entries()]
    .map(([module, subModules]) => ({
      key: moduleKey(module),
      title: segmentLabel(module),
      children: [...subModules.entries()]
        .map(([subModule, leaves]) => ({
          key: subModuleKey(module, subModule),
          title: segmentLabel(subModule),
          children: leaves.map((leaf) => ({ key: leaf.id, title: segmentLabel(leaf.action) })).sort(byLabel),
        }))
        .sort(byLabel),
    }))
    .sort(byLabel);
}

/** The module and subModule nodes holding one of the chosen permissions: expanded when the form opens. */
export function expandedFor(permissions: readonly PermissionLeaf[], chosen: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const permission of permissions) {
    if (!chosen.includes(permission.id)) continue;
    keys.add(moduleKey(permission.module));
    keys.add(subModuleKey(permission.module, permission.subModule));
  }
  return [...keys];
}
