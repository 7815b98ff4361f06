// Reading demand notes with their fulfilment: per line the packs sent by the transfers that name the note (not
// cancelled), what remains, and for the note the ratio sent/requested, its status (PENDING, PARTIALLY_FULFILLED,
// FULFILLED, UNFULFILLED when closed short) and the transfers' numbers. A page is three statements.
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { uuidList } from "../../db/uuidList";
import { alias } from "drizzle-orm/pg-core";
import { groupBy } from "../../../common/groupBy";
import { money, sumMoney, toMoneyNumber } from "../../../common/money";
import type { DemandNoteType } from "../../../common/planning/suggestedQuantity";
import type { DemandNoteFulfillmentStatus } from "../../../common/schemas/demandNote";
import { isUuid } from "../../../common/validation/uuid";
import { queryRows, type Tx } from "../../db";
import { demandNoteLines, demandNotes, locations, manufacturers, products } from "../../db/schema";
import { assertLocationAllowed, requireAuth, type ServiceScope } from "../../core/context";
import { notFound } from "../../core/errors";
import type { ListFieldMap, ListPage, ListQueryArgs } from "../../core/listEngine";
import { innerJoin, runList } from "../../core/runList";

export const DEMAND_NOTE_NOT_FOUND_MESSAGE = "Demand note not found.";

export interface DemandNoteLineRow {
  id: string;
  secondaryId: string;
  productId: string;
  product: { id: string; name: string; secondaryId: string; manufacturerName: string | null };
  requestedQuantity: number;
  sentQuantity: number;
  remainingQuantity: number;
  suggestedQuantity: number | null;
  suggestionReason: string | null;
  currentInventory: number;
  price: number;
  value: number;
}

export interface DemandNoteRow {
  id: string;
  secondaryId: string;
  type: DemandNoteType;
  status: "OPEN" | "CLOSED";
  deliveryDate: string;
  closureReason: string | null;
  requestedFrom: { id: string; name: string };
  requestedTo: { id: string; name: string };
  fulfillmentStatus: DemandNoteFulfillmentStatus;
  fulfillmentRatio: number;
  isPartial: boolean;
  stockValue: number;
  totalItems: number;
  totalRequestedQuantity: number;
  transferSecondaryIds: string[];
  lines: DemandNoteLineRow[];
  createdAt: Date;
  updatedAt: Date;
}

const requestedFrom = alias(locations, "requested_from");
const requestedTo = alias(locations, "requested_to");
const fromJoin = and(eq(requestedFrom.tenantId, demandNotes.tenantId), eq(requestedFrom.id, demandNotes.requestedFromId));
const toJoin = and(eq(requestedTo.tenantId, demandNotes.tenantId), eq(requestedTo.id, demandNotes.requestedToId));

const demandNoteListFields: ListFieldMap = {
  id: { column: demandNotes.id, kind: "uuid" },
  secondaryId: { column: demandNotes.secondaryId, kind: "text" },
  type: { column: demandNotes.type, kind: "enum", values: ["MONTHLY", "PARTNER", "URGENT", "WEEKLY"] },
  status: { column: demandNotes.status, kind: "enum", values: ["OPEN", "CLOSED"] },
  deliveryDate: { column: demandNotes.deliveryDate, kind: "date" },
  requestedFromId: { column: demandNotes.requestedFromId, kind: "uuid" },
  requestedToId: { column: demandNotes.requestedToId, kind: "uuid" },
  createdAt: { column: demandNotes.createdAt, kind: "date" },
  "requestedFrom.name": { column: requestedFrom.name, kind: "text" },
  "requestedTo.name": { column: requestedTo.name, kind: "text" },
};

type SentRow = { demand_note_id: string; product_id: string; sent: number; transfers: string[] };

/** Packs sent per note and product, and each note's transfers, by the transfers that name the notes. */
async function sentOf(tx: Tx, tenantId: string, noteIds: readonly string[]): Promise<SentRow[]> {
  if (noteIds.length === 0) return [];
  return queryRows<SentRow>(
    tx,
    sql`select t.demand_note_id, ti.product_id, count(*)::int as sent, array_agg(distinct t.secondary_id order by t.secondary_id) as transfers
      from transfers t join transfer_items ti on ti.tenant_id = t.tenant_id and ti.transfer_id = t.id
      where t.tenant_id = ${tenantId}::uuid and t.status <> 'CANCELLED' and t.demand_note_id in (${uuidList(noteIds)})
      group by t.demand_note_id, ti.product_id`,
  );
}

function fulfilmentOf(status: string, requested: number, covered: number, sentAny: boolean): DemandNoteFulfillmentStatus {
  if (requested > 0 && covered >= requested) return "FULFILLED";
  if (status === "CLOSED") return "UNFULFILLED";
  return sentAny ? "PARTIALLY_FULFILLED" : "PENDING";
}

async function selectNotes(tx: Tx, tenantId: string, where: SQL | undefined, page?: { orderBy: SQL[]; limit: number; offset: number }): Promise<DemandNoteRow[]> {
  const query = tx
    .select({ note: demandNotes, from: { id: requestedFrom.id, name: requestedFrom.name }, to: { id: requestedTo.id, name: requestedTo.name } })
    .from(demandNotes)
    .innerJoin(requestedFrom, fromJoin)
    .innerJoin(requestedTo, toJoin)
    .where(where)
    .$dynamic();
  const notes = page ? await query.orderBy(...page.orderBy).limit(page.limit).offset(page.offset) : await query;
  if (notes.length === 0) return [];
  const ids = notes.map((row) => row.note.id);
  const lines = await tx
    .select({ line: demandNoteLines, name: products.name, code: products.secondaryId, manufacturerName: manufacturers.name })
    .from(demandNoteLines)
    .innerJoin(products, and(eq(products.tenantId, demandNoteLines.tenantId), eq(products.id, demandNoteLines.productId)))
    .leftJoin(manufacturers, and(eq(manufacturers.tenantId, products.tenantId), eq(manufacturers.id, products.manufacturerId)))
    .where(and(eq(demandNoteLines.tenantId, tenantId), inArray(demandNoteLines.demandNoteId, ids)))
    .orderBy(asc(demandNoteLines.position));
  const sent = await sentOf(tx, tenantId, ids);
  const linesOf = groupBy(lines, (row) => row.line.demandNoteId);
  const sentOfNote = groupBy(sent, (row) => row.demand_note_id);
  return notes.map(({ note, from, to }) => {
    const own = sentOfNote.get(note.id) ?? [];
    const sentByProduct = new Map(own.map((row) => [row.product_id, row.sent]));
    const noteLines: DemandNoteLineRow[] = (linesOf.get(note.id) ?? []).map(({ line, name, code, manufacturerName }, index) => {
      const sentQuantity = sentByProduct.get(line.productId) ?? 0;
      return {
        id: line.id,
        secondaryId: `${note.secondaryId}-${index + 1}`,
        productId: line.productId,
        product: { id: line.productId, name, secondaryId: code, manufacturerName },
        requestedQuantity: line.requestedQuantity,
        sentQuantity,
        remainingQuantity: Math.max(0, line.requestedQuantity - sentQuantity),
        suggestedQuantity: line.suggestedQuantity,
        suggestionReason: line.suggestionReason,
        currentInventory: line.currentInventory,
        price: toMoneyNumber(line.price),
        value: toMoneyNumber(line.value),
      };
    });
    const requested = noteLines.reduce((sum, line) => sum + line.requestedQuantity, 0);
    const covered = noteLines.reduce((sum, line) => sum + Math.min(line.sentQuantity, line.requestedQuantity), 0);
    const fulfillmentStatus = fulfilmentOf(note.status, requested, covered, own.length > 0);
    return {
      id: note.id,
      secondaryId: note.secondaryId,
      type: note.type as DemandNoteType,
      status: note.status === "CLOSED" ? "CLOSED" : "OPEN",
      deliveryDate: note.deliveryDate,
      closureReason: note.closureReason,
      requestedFrom: from,
      requestedTo: to,
      fulfillmentStatus,
      fulfillmentRatio: requested === 0 ? 0 : Math.round((covered / requested) * 10_000) / 10_000,
      isPartial: fulfillmentStatus === "PARTIALLY_FULFILLED",
      stockValue: toMoneyNumber(sumMoney(noteLines.map((line) => money(line.value)))),
      totalItems: noteLines.length,
      totalRequestedQuantity: requested,
      transferSecondaryIds: [...new Set(own.flatMap((row) => row.transfers))].sort(),
      lines: noteLines,
      createdAt: note.createdAt,
      updatedAt: note.updatedAt,
    };
  });
}

/** A note by id or number that asks or is asked by one of the user's locations (NOT_FOUND otherwise). */
export async function findDemandNote(scope: ServiceScope, by: { id?: string | null; secondaryId?: string | null }): Promise<DemandNoteRow> {
  const where = by.id ? (isUuid(by.id) ? eq(demandNotes.id, by.id) : null) : by.secondaryId ? eq(demandNotes.secondaryId, by.secondaryId.trim().toUpperCase()) : null;
  if (!where) throw notFound(DEMAND_NOTE_NOT_FOUND_MESSAGE);
  const [row] = await selectNotes(scope.tx, scope.tenantId, and(eq(demandNotes.tenantId, scope.tenantId), where));
  const allowed = requireAuth(scope).allowedLocationIds;
  if (!row || (!allowed.includes(row.requestedFrom.id) && !allowed.includes(row.requestedTo.id))) throw notFound(DEMAND_NOTE_NOT_FOUND_MESSAGE);
  return row;
}

/** Notes asked by or of the location (or any of the user's locations). */
export function listDemandNotes(scope: ServiceScope, args: ListQueryArgs & { locationId?: string | null }): Promise<ListPage<DemandNoteRow>> {
  const { tx, tenantId } = scope;
  assertLocationAllowed(scope, args.locationId);
  const allowed = requireAuth(scope).allowedLocationIds;
  const places = args.locationId ? [args.locationId] : allowed;
  const ids = places.length > 0 ? uuidList(places) : null;
  const mine = ids ? sql`(${demandNotes.requestedFromId} in (${ids}) or ${demandNotes.requestedToId} in (${ids}))` : sql`false`;
  return runList(tx, args, {
    fields: demandNoteListFields,
    tieBreaker: demandNotes.id,
    defaultSort: [{ field: "createdAt", direction: "DESC" }],
    from: demandNotes,
    joins: [innerJoin(requestedFrom, fromJoin), innerJoin(requestedTo, toJoin)],
    where: and(eq(demandNotes.tenantId, tenantId), mine),
    page: (window) => selectNotes(tx, tenantId, window.where, window),
  });
}
