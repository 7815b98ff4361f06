import type { ReactElement } from "react";
import type { ResourceProps } from "@refinedev/core";
import type { BuiltResource } from "./defineResource";
import { citiesResource, countriesResource } from "./lookups";
import { routesOf } from "./routes";
import { locationsResource } from "./system/locations";

/** Every resource declared so far (add new ones here). */
const declared: readonly BuiltResource[] = [locationsResource, countriesResource, citiesResource];

export const builtResources: ResourceProps[] = declared.map((built) => built.resource);

/** Call as a function inside the /app <Route> (react-router wants <Route> elements, not a component). */
export function BuiltResourceRoutes(): ReactElement {
  return <>{declared.flatMap(routesOf)}</>;
}

export { defineResource } from "./defineResource";
export type { BuiltResource } from "./defineResource";
export type * from "./types";
