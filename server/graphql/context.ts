// The GraphQL context is the request context of server/core/context.ts (built by server/session/requestContext.ts).
export type { RequestContext } from "../core/context";
