// The history's transfers from the warehouse and the stores' demand notes, written set-based row for row as
// createDemandNote, closeDemandNote, createTransfer and receiveTransferItems write theirs, dated when they
// happened: each store asks the warehouse for packs (a note fulfilled and closed, one partly fulfilled and still
// open, one closed short, one made yesterday and still waiting), and the warehouse sends its sealed packs earliest
// expiry first, answering a note or not; the stock moves only through the ledger (applyLotMovements: TRANSFER_OUT
// when a van leaves, TRANSFER_IN when it arrives), so transfers end up received, partly received, in transit, and
// one cancelled, its packs back on the warehouse's shelves (a TRANSFER_IN to where they left).
import { randomUUID } from "node:crypto";
import { lineAmount, money, toMoneyString } from "../../../common/money";
import { suggestPacks, type DemandNoteType } from "../../../common/planning/suggestedQuantity";
import { reserveSecondaryIds, SECONDARY_IDS, type Tx } from "../../db";
import { demandNoteLines, demandNotes, transferItems, transfers } from "../../db/schema";
import { applyLotMovements, type LotMovement } from "../../modules/inventory";
import type { BuiltSale, LostLine } from "./baskets";
import { atMinute, type HistoryDay } from "./calendar";
import type { HistoryContext, HistoryProduct, HistoryStore } from "./context";
import { shelfOrder, type ShelfLot } from "./deliveries";
import type { Dice } from "./random";
import { insertChunked } from "./rows";

const DAY_MS = 86_400_000;
const NOTE_MINUTE = 10 * 60;
const SEND_MINUTE = 11 * 60;
const ARRIVE_MINUTE = 15 * 60;

type Fate = "RECEIVED" | "PARTIALLY_RECEIVED" | "IN_TRANSIT" | "CANCELLED";

/** A note a store makes (`ago`: days before today), and how much of it the warehouse sends. */
interface NoteScene {
  ago: number;
  type: DemandNoteType;
  lines: number;
  /** Share of each line's packs sent (0: nothing sent); a closing reason closes the note once the packs arrive. */
  sent: number;
  closure: string | null;
}

/** A transfer not answering a note: when it leaves, how many packs, what becomes of it. */
interface TransferScene {
  ago: number;
  packs: number;
  fate: Fate;
}

const NOTES: readonly NoteScene[] = [
  { ago: 76, type: "WEEKLY", lines: 3, sent: 1, closure: "Received in full." },
  { ago: 48, type: "MONTHLY", lines: 4, sent: 0.5, closure: null },
  { ago: 20, type: "URGENT", lines: 2, sent: 0.5, closure: "The warehouse had no more: ordered from the distributor." },
  { ago: 1, type: "WEEKLY", lines: 3, sent: 0, closure: null },
];

const TRANSFERS: readonly TransferScene[] = [
  { ago: 62, packs: 3, fate: "RECEIVED" },
  { ago: 34, packs: 2, fate: "CANCELLED" },
  { ago: 3, packs: 4, fate: "PARTIALLY_RECEIVED" },
  { ago: 1, packs: 3, fate: "IN_TRANSIT" },
];

interface PlannedTransfer {
  id: string;
  store: HistoryStore;
  sentAt: Date;
  arrivesAt: Date;
  fate: Fate;
  noteId: string | null;
  description: string;
  lots: ShelfLot[];
}

/** Sellable units of a product at a store at an instant, and what it sold there in the 30 and 90 days before. */
function demandAt(store: string, product: string, at: number, lots: readonly ShelfLot[], sales: readonly BuiltSale[], lost: readonly LostLine[]) {
  const held = new Map(lots.filter((lot) => lot.locationId === store && lot.productId === product && lot.arrivedAt <= at).map((lot) => [lot.id, lot.units]));
  let sold30 = 0;
  let sold90 = 0;
  for (const sale of sales) {
    const when = sale.plan.at.getTime();
    if (when >= at || sale.plan.store.id !== store) continue;
    const back = sale.returned !== null && sale.returned.at.getTime() < at;
    for (const line of sale.lines) {
      if (line.productId !== product) continue;
      for (const taken of line.lots) if (!back) held.set(taken.lotId, (held.get(taken.lotId) ?? 0) - taken.units);
      if (back) continue;
      sold90 += line.quantity;
      if (when >= at - 30 * DAY_MS) sold30 += line.quantity;
    }
  }
  const sellable = lots.filter((lot) => held.has(lot.id) && lot.expiresAt > at).reduce((sum, lot) => sum + (held.get(lot.id) ?? 0), 0);
  const lost30 = lost.filter((line) => line.locationId === store && line.productId === product && line.at.getTime() < at && line.at.getTime() >= at - 30 * DAY_MS).reduce((sum, line) => sum + line.quantity, 0);
  return { onHandUnits: sellable, soldUnits30: sold30, soldUnits90: sold90, lostUnits30: lost30 };
}

export async function writeTransfers(
  tx: Tx,
  context: HistoryContext,
  days: readonly HistoryDay[],
  lots: readonly ShelfLot[],
  built: { sales: readonly BuiltSale[]; lost: readonly LostLine[] },
  dice: Dice,
): Promise<void> {
  const { tenantId, adminId, warehouseId } = context;
  if (!warehouseId) return;
  const dayAgo = (ago: number) => days[days.length - 1 - ago];
  // the warehouse's sealed packs, earliest expiry first per product; a pack leaves once
  const shelf = new Map<string, ShelfLot[]>();
  for (const lot of lots) if (lot.locationId === warehouseId) shelf.set(lot.productId, [...(shelf.get(lot.productId) ?? []), lot]);
  for (const packs of shelf.values()) packs.sort(shelfOrder);
  const take = (product: HistoryProduct, packs: number, at: number): ShelfLot[] => {
    const left = shelf.get(product.id) ?? [];
    const chosen = left.filter((lot) => lot.arrivedAt <= at && lot.expiresAt > at + 30 * DAY_MS).slice(0, packs);
    shelf.set(product.id, left.filter((lot) => !chosen.includes(lot)));
    return chosen;
  };
  // products of which the warehouse still has the packs at that moment, in a seeded order
  const productsFor = (count: number, packs: number, at: number): HistoryProduct[] => {
    const candidates = context.products.filter((product) => (shelf.get(product.id) ?? []).filter((lot) => lot.arrivedAt <= at && lot.expiresAt > at + 30 * DAY_MS).length >= packs);
    const chosen: HistoryProduct[] = [];
    while (chosen.length < count && candidates.length > 0) chosen.push(...candidates.splice(dice.int(0, candidates.length - 1), 1));
    return chosen;
  };

  const noteRows: (typeof demandNotes.$inferInsert)[] = [];
  const lineRows: (typeof demandNoteLines.$inferInsert)[] = [];
  const planned: PlannedTransfer[] = [];
  const noteCodes = await reserveSecondaryIds(tx, tenantId, SECONDARY_IDS.demandNote.counter, SECONDARY_IDS.demandNote.prefix, NOTES.length * context.stores.length);
  context.stores.forEach((store, storeIndex) => {
    NOTES.forEach((scene, sceneIndex) => {
      const day = dayAgo(Math.max(1, scene.ago - storeIndex * 3));
      const madeAt = atMinute(day, NOTE_MINUTE + storeIndex * 20);
      const sentAt = new Date(madeAt.getTime() + DAY_MS + (SEND_MINUTE - NOTE_MINUTE) * 60_000);
      const id = randomUUID();
      // a note the warehouse fulfils asks only what it holds (it keeps three packs of everything)
      const products = productsFor(scene.lines, scene.sent === 1 ? 3 : 2, sentAt.getTime());
      const sent: ShelfLot[] = [];
      products.forEach((product, index) => {
        const demand = demandAt(store.id, product.id, madeAt.getTime(), lots, built.sales, built.lost);
        const history = { ...demand, unitsPerPack: product.uomFactor, inTransitUnits: 0, minimumLevel: null, maximumLevel: null, reorderLevel: null, leadTimeDays: null };
        const suggestion = suggestPacks(history, scene.type);
        const requested = Math.max(2, Math.min(3, suggestion.packs));
        const price = toMoneyString(money(product.unitPrice).times(product.uomFactor));
        lineRows.push({
          tenantId,
          demandNoteId: id,
          position: index + 1,
          productId: product.id,
          requestedQuantity: requested,
          suggestedQuantity: suggestion.packs,
          suggestionReason: suggestion.why,
          currentInventory: demand.onHandUnits,
          price,
          value: toMoneyString(lineAmount(price, requested)),
          createdAt: madeAt,
        });
        if (scene.sent > 0) sent.push(...take(product, Math.max(1, Math.floor(requested * scene.sent)), sentAt.getTime()));
      });
      const closedAt = scene.closure ? new Date(sentAt.getTime() + DAY_MS) : null;
      noteRows.push({
        tenantId,
        id,
        secondaryId: noteCodes[storeIndex * NOTES.length + sceneIndex],
        type: scene.type,
        requestedFromId: store.id,
        requestedToId: warehouseId,
        deliveryDate: new Date(madeAt.getTime() + 2 * DAY_MS + 5 * 3_600_000).toISOString().slice(0, 10),
        status: scene.closure ? "CLOSED" : "OPEN",
        closureReason: scene.closure,
        closedAt,
        closedBy: scene.closure ? adminId : null,
        createdAt: madeAt,
        updatedAt: closedAt ?? madeAt,
        createdBy: store.sellers[0] ?? adminId,
      });
      if (sent.length > 0) {
        const arrivesAt = new Date(sentAt.getTime() + (ARRIVE_MINUTE - SEND_MINUTE) * 60_000);
        planned.push({ id: randomUUID(), store, sentAt, arrivesAt, fate: "RECEIVED", noteId: id, description: `For demand note ${noteRows[noteRows.length - 1].secondaryId}`, lots: sent });
      }
    });
    TRANSFERS.forEach((scene) => {
      const day = dayAgo(Math.max(1, scene.ago - (scene.ago > 5 ? storeIndex * 3 : 0)));
      const sentAt = atMinute(day, SEND_MINUTE + storeIndex * 30);
      const arrivesAt = new Date(sentAt.getTime() + DAY_MS + (ARRIVE_MINUTE - SEND_MINUTE) * 60_000);
      const sent = productsFor(scene.packs, 1, sentAt.getTime()).flatMap((product) => take(product, 1, sentAt.getTime()));
      if (sent.length === 0) return;
      const description = scene.fate === "CANCELLED" ? "Cancelled: the van broke down; the packs went back on the warehouse's shelves." : `Weekly top-up for ${store.name}`;
      planned.push({ id: randomUUID(), store, sentAt, arrivesAt, fate: scene.fate, noteId: null, description, lots: sent });
    });
  });
  await insertChunked(tx, demandNotes, noteRows);
  await insertChunked(tx, demandNoteLines, lineRows);
  await writePlannedTransfers(tx, context, warehouseId, planned);
}

async function writePlannedTransfers(tx: Tx, context: HistoryContext, warehouseId: string, planned: readonly PlannedTransfer[]): Promise<void> {
  if (planned.length === 0) return;
  const { tenantId, adminId } = context;
  planned = [...planned].sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime());
  const codes = await reserveSecondaryIds(tx, tenantId, SECONDARY_IDS.transfer.counter, SECONDARY_IDS.transfer.prefix, planned.length);
  const transferRows: (typeof transfers.$inferInsert)[] = [];
  const itemRows: (typeof transferItems.$inferInsert)[] = [];
  const movements: LotMovement[] = [];
  planned.forEach((transfer, index) => {
    const document = { type: "TRANSFER" as const, id: transfer.id };
    const receiver = transfer.store.sellers[0] ?? adminId;
    // a partly received transfer: the first half of its packs arrived
    const arrived = transfer.fate === "RECEIVED" ? transfer.lots.length : transfer.fate === "PARTIALLY_RECEIVED" ? Math.ceil(transfer.lots.length / 2) : 0;
    transfer.lots.forEach((lot, lotIndex) => {
      const received = lotIndex < arrived;
      // the cancelled transfer's packs came back: no longer on their way
      const back = transfer.fate === "CANCELLED";
      itemRows.push({
        tenantId,
        transferId: transfer.id,
        lotId: lot.id,
        productId: lot.productId,
        quantity: lot.units,
        status: received || back ? "RECEIVED" : "IN_TRANSIT",
        receivedAt: received || back ? transfer.arrivesAt : null,
        receivedBy: received ? receiver : back ? adminId : null,
        createdAt: transfer.sentAt,
      });
      movements.push({ kind: "TRANSFER_OUT", lotId: lot.id, quantity: 0, document, userId: adminId, at: transfer.sentAt });
      if (received || back) {
        movements.push({ kind: "TRANSFER_IN", lotId: lot.id, quantity: 0, toLocationId: back ? warehouseId : transfer.store.id, document, userId: received ? receiver : adminId, at: transfer.arrivesAt });
      }
    });
    transferRows.push({
      tenantId,
      id: transfer.id,
      secondaryId: codes[index],
      locationFromId: warehouseId,
      locationToId: transfer.store.id,
      demandNoteId: transfer.noteId,
      description: transfer.description,
      expectedDeliveryDate: new Date(transfer.arrivesAt.getTime() + 5 * 3_600_000).toISOString().slice(0, 10),
      status: transfer.fate,
      itemCount: transfer.lots.length,
      receivedCount: arrived,
      createdAt: transfer.sentAt,
      updatedAt: transfer.fate === "IN_TRANSIT" ? transfer.sentAt : transfer.arrivesAt,
      createdBy: adminId,
      updatedBy: adminId,
    });
  });
  await insertChunked(tx, transfers, transferRows);
  await insertChunked(tx, transferItems, itemRows);
  // in time order: a lot leaves before it arrives
  const order = new Map(movements.map((movement, index) => [movement, index]));
  movements.sort((a, b) => (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0) || (order.get(a) ?? 0) - (order.get(b) ?? 0));
  await applyLotMovements(tx, tenantId, movements);
}
