// Refine access control: the permission a resource needs for an action is in `resource.meta.permissions`
// (resourceMeta.ts); it is checked against the signed-in user's permission strings with the shared matcher.
import type { AccessControlProvider, CanParams, CanReturnType, IResourceItem } from "@refinedev/core";
import { hasPermission } from "../../common/permissions/match";
import { isGqlResourceMeta, type PermissionsByAction } from "./resourceMeta";
import { getSession } from "./session";

type ResourceLike = { name: string; meta?: unknown };

const DENIED: CanReturnType = { can: false, reason: "You do not have access to this content" };

/** Refine actions → the keys of PermissionsByAction ("clone" needs what "create" needs). */
function permissionKey(action: string): keyof PermissionsByAction | null {
  if (action === "list" || action === "show" || action === "create" || action === "edit") return action;
  if (action === "clone") return "create";
  return null;
}

export function requiredPermission(resource: ResourceLike | undefined, action: string): string | undefined {
  const key = permissionKey(action);
  if (!resource || !key || !isGqlResourceMeta(resource.meta)) return undefined;
  const permissions = resource.meta.permissions;
  return typeof permissions?.[key] === "string" ? permissions[key] : undefined;
}

function parentOf(resource: IResourceItem): string | undefined {
  const parent = isGqlResourceMeta(resource.meta) ? resource.meta.parent : undefined;
  return typeof parent === "string" ? parent : undefined;
}

export function createAccessControlProvider(resources: readonly IResourceItem[]): AccessControlProvider {
  const byName = new Map(resources.map((r) => [r.name, r]));
  const childrenOf = (name: string) => resources.filter((r) => parentOf(r) === name);

  const allowed = (granted: readonly string[], resource: ResourceLike | undefined, action: string): boolean => {
    // A menu group (a resource other resources name as parent) is visible when one of its entries is.
    const children = resource ? childrenOf(resource.name) : [];
    if (children.length > 0) return children.some((child) => allowed(granted, child, action));
    const required = requiredPermission(resource, action);
    return required === undefined || hasPermission(granted, required);
  };

  return {
    can: async ({ resource, action, params }: CanParams): Promise<CanReturnType> => {
      const session = getSession();
      if (!session || session.permissions.length === 0) return DENIED;
      // <RequirePermission> asks for a permission string directly.
      if (typeof params?.permission === "string") {
        return hasPermission(session.permissions, params.permission) ? { can: true } : DENIED;
      }
      const item: ResourceLike | undefined = params?.resource ?? (resource ? byName.get(resource) : undefined);
      return allowed(session.permissions, item, action) ? { can: true } : DENIED;
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}
