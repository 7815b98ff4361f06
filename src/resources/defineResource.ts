import type { BaseRecord, ResourceProps } from "@refinedev/core";
import type { GqlResourceMeta } from "../providers/resourceMeta";
import type { ResourceDeclaration } from "./types";

/** A declaration with its Refine entry; the routes and screens are made from `declaration`. */
export interface BuiltResource {
  declaration: ResourceDeclaration;
  resource: ResourceProps;
}

export const appPath = (relative: string) => `/app/${relative}`;

/** One declaration → the Refine resource (routes + meta read by the data and access-control providers). */
export function defineResource<TRow extends BaseRecord, TFormRecord extends BaseRecord = TRow>(declaration: ResourceDeclaration<TRow, TFormRecord>): BuiltResource {
  const meta: GqlResourceMeta = {
    label: declaration.label,
    parent: declaration.parent,
    permissions: declaration.permissions,
    gql: declaration.gql,
    ...(declaration.hide ? { hide: true } : {}),
    ...(declaration.scopedToLocation ? { scopedToLocation: true } : {}),
    ...(declaration.picker ? { picker: declaration.picker } : {}),
  };
  const list = declaration.routes?.list;
  const pageForm = declaration.form?.mode === "page";
  const resource: ResourceProps = {
    name: declaration.name,
    ...(list ? { list: appPath(list) } : {}),
    ...(list && pageForm ? { create: appPath(`${list}/create`), edit: appPath(`${list}/update/:id`) } : {}),
    ...(list && declaration.show ? { show: appPath(`${list}/show/:id`) } : {}),
    meta,
  };
  return { declaration, resource };
}

type RouteAction = "list" | "create" | "edit" | "show";

/** A resource with bespoke screens: its Refine routes are these paths under /app (the screens route themselves). */
export function defineBespokeResource<TRecord extends BaseRecord>(
  declaration: ResourceDeclaration<TRecord>,
  routes: Partial<Record<RouteAction, string>>,
): BuiltResource {
  const built = defineResource(declaration);
  const paths = Object.fromEntries(Object.entries(routes).map(([action, path]) => [action, appPath(path)]));
  return { declaration: built.declaration, resource: { ...built.resource, ...paths } };
}
