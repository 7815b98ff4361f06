// The permissions and GraphQL operations of a resource with the usual read/create/update shape, derived from its
// permission group and entity name, so each declaration states only what is particular to it.
import type { GqlOperations, PermissionsByAction } from "../providers/resourceMeta";

export function crudPermissions(group: { read: string; create: string; update: string }): PermissionsByAction {
  return { list: group.read, create: group.create, edit: group.update };
}

/**
 * getPlural (list), getEntity(id), createEntity(entityDto: EntityInput!), updateEntity(id, entityDto).
 * `entity` is the GraphQL type name, e.g. "Location"; `plural` e.g. "Locations".
 */
export function crudOperations(
  entity: string,
  plural: string,
  fields: { list: string; one?: string },
): Required<Pick<GqlOperations, "list" | "one" | "create" | "update">> {
  const inputArg = `${entity.charAt(0).toLowerCase()}${entity.slice(1)}Dto`;
  const inputType = `${entity}Input!`;
  return {
    list: { operation: `get${plural}`, fields: fields.list },
    one: { operation: `get${entity}`, fields: fields.one ?? fields.list },
    create: { operation: `create${entity}`, inputArg, inputType, fields: "id" },
    update: { operation: `update${entity}`, inputArg, inputType, fields: "id" },
  };
}
