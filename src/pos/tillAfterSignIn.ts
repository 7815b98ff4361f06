// Where a cashier lands after signing in: straight on their till. A cashier is a user whose role is given the till
// itself (a sales-orders:pos permission that sells; not only a wider wildcard, so administrators and managers keep
// their dashboard). Their till is the register session they opened that is still OPENED at their allowed
// locations, or else the only open register there; on a window the till works in. Anything else (no such till, several, a slow answer) lands
// where everyone lands. Loaded on demand by the sign-in (it stays out of the sign-in page's first download).
import { P } from "../../common/permissions/catalogue";
import { permissionMatches } from "../../common/permissions/match";
import { graphql, type ResultOf } from "../graphql";
import { requestDocument } from "../providers/gqlHooks";
import type { LoginPayload } from "../providers/session";
import { POS_MIN_WIDTH } from "./useWindowWidth";

/** The sign-in waits no longer than this for the registers (then goes on to the dashboard). */
export const TILL_LOOKUP_TIMEOUT_MS = 3000;
/** Registers read, most recently opened first: open sessions are among them. */
const REGISTERS_READ = 100;

const OPEN_TILLS = graphql(`query TillsAfterSignIn($limit: Int, $filter: [FilterGroupInput!], $sort: [SortInput!]) {
  registers: getLocationRegisters(limit: $limit, filter: $filter, sort: $sort) {
    data { id locationId currentSession { id status locationId openedBy { id } } }
  }
}`);
type TillRegister = ResultOf<typeof OPEN_TILLS>["registers"]["data"][number];

export function isTillUser(permissions: readonly string[]): boolean {
  return permissions.some((granted) => granted.startsWith("sales-orders:pos:") && permissionMatches(granted, P.salesOrders.pos.sell));
}

/** The till to land on among the registers read, or null. */
export function chooseTill(registers: readonly TillRegister[], userId: string, allowedLocationIds: readonly string[]): string | null {
  const open = registers.filter(
    (register) => register.currentSession?.status === "OPENED" && register.currentSession.locationId === register.locationId && allowedLocationIds.includes(register.locationId),
  );
  const mine = open.filter((register) => register.currentSession?.openedBy.id === userId);
  const till = mine.length === 1 ? mine[0] : mine.length === 0 && open.length === 1 ? open[0] : null;
  return till ? `/pos/${till.locationId}/${till.id}` : null;
}

/** The cashier's till path after sign-in, or null to land as usual. */
export async function tillAfterSignIn(payload: LoginPayload): Promise<string | null> {
  // a phone is refused by the till: its cashier lands on the dashboard
  if (window.innerWidth < POS_MIN_WIDTH || !isTillUser(payload.permissions.map((entry) => entry.permission))) return null;
  const lookup = requestDocument(OPEN_TILLS, {
    limit: REGISTERS_READ,
    filter: [{ conditions: [{ field: "type", operator: "EQUAL", value: "SALES_REGISTER" }, { field: "status", operator: "EQUAL", value: "ACTIVE" }] }],
    sort: [{ field: "lastOpenedAt", direction: "DESC" }],
  }).then(({ registers }) => chooseTill(registers.data, payload.user.id, payload.allowedLocations.map((location) => location.id)));
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), TILL_LOOKUP_TIMEOUT_MS));
  return Promise.race([lookup.catch(() => null), timeout]);
}
