// The stock ledger's movement kinds and what each may do to a lot (DESIGN "Stock ledger"): the sign of its
// quantity delta, the statuses it starts from and may end in, whether it moves the lot. Pure: the ledger
// (ledger.ts) applies these rules to locked lots.
import { conflict } from "../../core/errors";
import type { ProductLotStatus } from "./lotService";

/** Also the database's check on stock_movements.kind (server/db/schema/inventory.ts; a unit test keeps both equal). */
export const STOCK_MOVEMENT_KINDS = [
  "INTAKE",
  "SALE",
  "RETURN_FROM_CUSTOMER",
  "RETURN_TO_VENDOR",
  "TRANSFER_OUT",
  "TRANSFER_IN",
  "ADJUSTMENT",
  "AUDIT",
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/** The documents a movement comes from; stock_movements.document_type. */
type StockDocumentType = "GRN" | "STOCK_RETURN" | "ORDER" | "ORDER_RETURN" | "TRANSFER" | "ADJUSTMENT" | "AUDIT";

export interface StockDocumentRef {
  type: StockDocumentType;
  id: string;
}

/** A lot holds nothing exactly in these statuses: it enters one with its last unit and leaves it with its first. */
const EMPTY_LOT_STATUSES: readonly ProductLotStatus[] = ["STOCK_OUT", "ADJUSTED_STOCK_OUT", "RETURNED"];

type DeltaSign = "positive" | "negative" | "zero" | "any";

interface KindRule {
  delta: DeltaSign;
  /** The statuses the lot may be in before; none for INTAKE, which makes new lots (receiveLots). */
  from: readonly ProductLotStatus[];
  to: readonly ProductLotStatus[];
  /** The status after the movement when it names none, from the lot's quantity after it and its status before. */
  defaultTo: (after: number, before: ProductLotStatus) => ProductLotStatus;
  /** Whether the movement may change the lot's location. */
  moves: boolean;
  /** What the refusal says cannot be done to a lot in the wrong status. */
  verb: string;
}

const AUDIT_STATUSES: readonly ProductLotStatus[] = ["IN_AUDIT", "MATCHED", "SHORT", "EXCESS"];

/**
 * A lot being counted stays on the shelf: the tills sell it, customers return to it, it may be transferred. Those
 * movements leave it IN_AUDIT (the audit releases it when it closes), other lots IN_INVENTORY.
 */
const stockedAsBefore = (before: ProductLotStatus): ProductLotStatus => (before === "IN_AUDIT" ? "IN_AUDIT" : "IN_INVENTORY");

const MOVEMENT_RULES: Record<StockMovementKind, KindRule> = {
  INTAKE: { delta: "positive", from: [], to: ["IN_INVENTORY"], defaultTo: () => "IN_INVENTORY", moves: false, verb: "received" },
  SALE: {
    delta: "negative",
    from: ["IN_INVENTORY", "IN_AUDIT"],
    to: ["IN_INVENTORY", "IN_AUDIT", "STOCK_OUT"],
    defaultTo: (after, before) => (after === 0 ? "STOCK_OUT" : stockedAsBefore(before)),
    moves: false,
    verb: "sold",
  },
  RETURN_FROM_CUSTOMER: {
    delta: "positive",
    from: ["IN_INVENTORY", "IN_AUDIT", "STOCK_OUT"],
    to: ["IN_INVENTORY", "IN_AUDIT"],
    defaultTo: (_after, before) => stockedAsBefore(before),
    moves: false,
    verb: "restocked",
  },
  RETURN_TO_VENDOR: { delta: "negative", from: ["IN_INVENTORY"], to: ["RETURNED"], defaultTo: () => "RETURNED", moves: false, verb: "returned to its vendor" },
  TRANSFER_OUT: { delta: "zero", from: ["IN_INVENTORY", "IN_AUDIT"], to: ["IN_TRANSFER"], defaultTo: () => "IN_TRANSFER", moves: false, verb: "transferred" },
  TRANSFER_IN: { delta: "zero", from: ["IN_TRANSFER"], to: ["IN_INVENTORY"], defaultTo: () => "IN_INVENTORY", moves: true, verb: "received from a transfer" },
  ADJUSTMENT: {
    delta: "any",
    from: ["IN_INVENTORY", "IN_ADJUSTMENT", "STOCK_OUT", "ADJUSTED_STOCK_OUT", ...AUDIT_STATUSES],
    to: ["IN_INVENTORY", "IN_ADJUSTMENT", "ADJUSTED_STOCK_OUT"],
    defaultTo: (after) => (after === 0 ? "ADJUSTED_STOCK_OUT" : "IN_INVENTORY"),
    moves: false,
    verb: "adjusted",
  },
  AUDIT: { delta: "zero", from: ["IN_INVENTORY", ...AUDIT_STATUSES], to: ["IN_INVENTORY", ...AUDIT_STATUSES], defaultTo: () => "IN_AUDIT", moves: false, verb: "audited" },
};

/** How a refusal names a lot's status. */
const STATUS_WORDS: Record<ProductLotStatus, string> = {
  IN_INVENTORY: "in stock",
  IN_TRANSFER: "in transfer",
  IN_AUDIT: "being audited",
  IN_ADJUSTMENT: "being adjusted",
  MATCHED: "matched in an audit",
  SHORT: "short in an audit",
  EXCESS: "in excess in an audit",
  RETURNED: "returned to its vendor",
  STOCK_OUT: "sold out",
  ADJUSTED_STOCK_OUT: "adjusted out of stock",
};

export const statusWords = (status: ProductLotStatus): string => STATUS_WORDS[status] ?? status.toLowerCase();

/** What the ledger knows of a lot while it applies movements. */
export interface LotState {
  status: ProductLotStatus;
  locationId: string;
  quantity: number;
  isOpened: boolean;
}

/** A lot as a refusal names it. */
export interface LotLabel {
  actionId: string;
  productName: string;
}

/** A change asked of one lot (the ledger adds the lot, document and user). */
export interface LotChange {
  kind: StockMovementKind;
  /** Signed, in selling units. */
  quantity: number;
  toStatus?: ProductLotStatus;
  toLocationId?: string;
  /** Sets the lot's opened flag (e.g. a customer returning part of a whole pack); otherwise a sale leaving units opens it. */
  isOpened?: boolean;
}

function signOk(sign: DeltaSign, delta: number): boolean {
  if (sign === "positive") return delta > 0;
  if (sign === "negative") return delta < 0;
  if (sign === "zero") return delta === 0;
  return true;
}

/**
 * The lot after the change, or a CONFLICT a cashier can read when the lot's state forbids it (wrong status, not
 * enough units). A change no caller should ask for (wrong sign, a status or move its kind never makes) is a
 * programming error and throws a plain Error.
 */
export function nextLotState(lot: LotState, label: LotLabel, change: LotChange): LotState {
  const rule = MOVEMENT_RULES[change.kind];
  if (!rule) throw new Error(`Unknown stock movement kind ${String(change.kind)}.`);
  if (rule.from.length === 0) throw new Error(`${change.kind} makes new lots: use receiveLots.`);
  if (!Number.isInteger(change.quantity) || !signOk(rule.delta, change.quantity)) {
    throw new Error(`A ${change.kind} movement cannot change a lot's quantity by ${change.quantity}.`);
  }
  if (change.toLocationId !== undefined && change.toLocationId !== lot.locationId && !rule.moves) {
    throw new Error(`A ${change.kind} movement does not move a lot.`);
  }
  if (!rule.from.includes(lot.status)) {
    throw conflict(`${label.productName}: lot ${label.actionId} is ${statusWords(lot.status)}, so it cannot be ${rule.verb}.`);
  }
  const quantity = lot.quantity + change.quantity;
  if (quantity < 0) {
    throw conflict(`${label.productName}: lot ${label.actionId} holds only ${lot.quantity}, so ${-change.quantity} cannot be taken from it.`);
  }
  const status = change.toStatus ?? rule.defaultTo(quantity, lot.status);
  if (!rule.to.includes(status)) throw new Error(`A ${change.kind} movement cannot leave a lot ${status}.`);
  if ((quantity === 0) !== EMPTY_LOT_STATUSES.includes(status)) {
    throw new Error(`A ${change.kind} movement cannot leave ${quantity} units in a lot that becomes ${status}.`);
  }
  return {
    status,
    locationId: change.toLocationId ?? lot.locationId,
    quantity,
    isOpened: change.isOpened ?? (lot.isOpened || (change.kind === "SALE" && quantity > 0)),
  };
}

/**
 * Where a movement's units come from and go to, as the ledger row records them: units leaving stock (a sale, a
 * return to the vendor, a transfer in transit) go nowhere; units entering it come from nowhere.
 */
export function ledgerLocations(kind: StockMovementKind, delta: number, before: string | null, after: string): { from: string | null; to: string | null } {
  const moved = before !== null && before !== after;
  return {
    from: before === null || (delta > 0 && !moved) ? null : before,
    to: delta < 0 || kind === "TRANSFER_OUT" ? null : after,
  };
}
