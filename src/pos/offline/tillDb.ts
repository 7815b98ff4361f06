// The till's own database in the browser (IndexedDB through Dexie; README "Offline till"): the store's catalogue
// for selling with no connection (products, sellable lots, customers, the pricing settings), kept fresh by
// catalogueSync.ts, and the sales made offline waiting to be sent (offlineQueue.ts), with the per-register
// sequence of their offline numbers, and the carts held on this till (tillHolds.ts). One database per company and store; a sale is written in it, durably,
// before its receipt prints.
import Dexie, { type EntityTable } from "dexie";
import type { PendingPayments } from "../cartStore";
import type { CartInputValue } from "../usePosCart";
import { tillDbName } from "../../hooks/useUnsentOfflineSales";
import type { CartSummary } from "../documents";
import type { CartLine } from "../cart";
import type { Deal } from "../deal";

export interface TillProductRecord {
  id: string;
  name: string;
  /** Lower case, for the search. */
  nameLower: string;
  skuCode: string | null;
  /** Lower case SKU (scans match it without case). */
  skuLower: string | null;
  gtin: string | null;
  status: string;
  uomFactor: number;
  sellingUnit: string;
  /** Exact decimal text. */
  unitPrice: string;
  isTaxInclusive: boolean;
  taxRate: string;
}

export interface TillLotRecord {
  id: string;
  productId: string;
  actionId: string;
  quantity: number;
  batchExpiry: string;
  isOpened: boolean;
}

export interface TillCustomerRecord {
  id: string;
  name: string;
  nameLower: string;
  /** E.164, and its digits for a search by any way of writing the number. */
  phoneNumber: string;
  phoneDigits: string;
  partnerId: string | null;
  partnerName: string | null;
  partnerStatus: string | null;
}

/** The catalogue's small parts (discounts, platform fee, integrations) and the sync's cursor, by key. */
export interface TillMetaRecord {
  key: string;
  value: unknown;
}

export type OfflineSaleStatus = "WAITING" | "SENT" | "REFUSED";

export interface OfflineSaleRecord {
  idempotencyKey: string;
  registerId: string;
  /** "<register secondaryId>-OFF-<sequence>". */
  offlineNumber: string;
  sequence: number;
  /** ISO-8601: when the sale was made on the till. */
  madeAt: string;
  order: CartInputValue;
  payments: PendingPayments;
  /** The totals as priced on the till (the receipt prints them). */
  summary: CartSummary;
  changeDue: number;
  /** What the receipt prints of the till and the cashier. */
  receipt: { registerName: string; registerCode: string; locationName: string; cashier: string };
  status: OfflineSaleStatus;
  /** The server's refusal of a sale refused for good (it stays kept). */
  refusal: string | null;
  /** Once sent: the order's number on the server. */
  orderNumber: string | null;
}

export interface RegisterSequenceRecord {
  registerId: string;
  last: number;
}

/** A cart held on the till while the server could not be reached (tillHolds.ts keeps and takes them). */
export interface TillHoldRecord {
  id: string;
  registerId: string;
  /** "<register code>-HOLD-<sequence>": what the cashier reads in the list. */
  number: string;
  note: string | null;
  /** The cart's lines as they were (lots and pack sizes included). */
  lines: CartLine[];
  specialInstructions: string;
  deal: Deal;
  /** Exact decimal text of the total as the cart was priced when held (shown in the list only). */
  total: string;
  /** ISO-8601. */
  heldAt: string;
  cashier: string;
}

export type TillDb = Dexie & {
  products: EntityTable<TillProductRecord, "id">;
  lots: EntityTable<TillLotRecord, "id">;
  customers: EntityTable<TillCustomerRecord, "id">;
  meta: EntityTable<TillMetaRecord, "key">;
  sales: EntityTable<OfflineSaleRecord, "idempotencyKey">;
  sequences: EntityTable<RegisterSequenceRecord, "registerId">;
  /** Carts held on this till (tillHolds.ts). */
  holds: EntityTable<TillHoldRecord, "id">;
};

const opened = new Map<string, TillDb>();

/** The database of the company's store (opened once per page). */
export function tillDb(tenantId: string, locationId: string): TillDb {
  const name = tillDbName(tenantId, locationId);
  let db = opened.get(name);
  if (!db) {
    db = new Dexie(name) as TillDb;
    db.version(1).stores({
      products: "id, gtin, skuLower, nameLower",
      lots: "id, productId, actionId",
      customers: "id, phoneDigits, nameLower",
      meta: "key",
      sales: "idempotencyKey, [registerId+sequence], [registerId+status]",
      sequences: "registerId",
    });
    db.version(2).stores({ holds: "id, registerId" });
    opened.set(name, db);
  }
  return db;
}
