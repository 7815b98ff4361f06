// Sending and receiving transfers. createTransfer: the lots (scanned, or sealed packs picked FEFO for a product
// and a number of packs) leave the current location, IN_TRANSFER through the ledger (TRANSFER_OUT), in one
// transaction; any refused lot refuses the whole transfer, naming each. receiveTransferItems / receiveAll: at the
// destination, each arrived lot moves there, IN_INVENTORY (TRANSFER_IN); an item received before is left alone.
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { isUuid } from "../../../common/validation/uuid";
import { LOT_REFUSALS, transferInputSchema } from "../../../common/schemas/transfer";
import { SECONDARY_IDS, nextSecondaryId, type Tx } from "../../db";
import { locations, transferItems, transfers } from "../../db/schema";
import { assertLocationAllowed, type ServiceScope } from "../../core/context";
import { badUserInput, conflict, notFound, parseInput } from "../../core/errors";
import { withIdempotency } from "../../core/idempotency";
import { assertTransferAnswersNote } from "../demandNotes";
import { recordActivity } from "../../core/activity/recordActivity";
import { applyLotMovements } from "../inventory";
import { checkLotsForTransfer, pickSealedPacks, type TransferableLot } from "./lotChecks";
import { findTransfer, TRANSFER_NOT_FOUND_MESSAGE, type TransferRow } from "./transferQueries";

async function requireOtherLocation(tx: Tx, tenantId: string, locationId: string): Promise<void> {
  const [location] = await tx.select({ id: locations.id }).from(locations).where(and(eq(locations.tenantId, tenantId), eq(locations.id, locationId)));
  if (!location) throw badUserInput({ locationToId: "The destination is not a location of this company." });
}

export async function createTransfer(scope: ServiceScope, raw: unknown): Promise<TransferRow> {
  const { tx, tenantId, auth } = scope;
  const input = parseInput(transferInputSchema, raw);
  assertLocationAllowed(scope, input.locationFromId);
  const { idempotencyKey, ...asked } = input;
  const request = { userId: auth.user.id, ...asked };
  const answered = await withIdempotency(tx, { tenantId, operation: "createTransfer", key: idempotencyKey, request }, async () => {
    await requireOtherLocation(tx, tenantId, input.locationToId);
    if (input.demandNoteId) await assertTransferAnswersNote(tx, tenantId, input.demandNoteId, input.locationFromId, input.locationToId);
    const checks = await checkLotsForTransfer(tx, tenantId, input.locationFromId, input.lotCodes, { lock: true });
    // each refused lot on its own line (lotCodes.{index}), so that the screen marks only those
    const refused = checks.flatMap((check, index) => (check.valid ? [] : [[`lotCodes.${index}`, check.reason ?? LOT_REFUSALS.notFound(check.actionId)] as const]));
    if (refused.length > 0) throw badUserInput(Object.fromEntries(refused));
    const scanned = checks.map((check) => check.lot as TransferableLot);
    const picked = await pickSealedPacks(tx, tenantId, input.locationFromId, input.products, new Set(scanned.map((lot) => lot.id)));
    const lots = [...scanned, ...picked];
    const id = randomUUID();
    const { counter, prefix } = SECONDARY_IDS.transfer;
    const secondaryId = await nextSecondaryId(tx, tenantId, counter, prefix);
    await tx.insert(transfers).values({
      tenantId,
      id,
      secondaryId,
      locationFromId: input.locationFromId,
      locationToId: input.locationToId,
      demandNoteId: input.demandNoteId,
      description: input.description,
      expectedDeliveryDate: input.expectedDeliveryDate,
      status: "IN_TRANSIT",
      itemCount: lots.length,
      createdBy: auth.user.id,
      updatedBy: auth.user.id,
    });
    await tx.insert(transferItems).values(lots.map((lot) => ({ tenantId, transferId: id, lotId: lot.id, productId: lot.productId, quantity: lot.quantity })));
    await applyLotMovements(
      tx,
      tenantId,
      lots.map((lot) => ({ kind: "TRANSFER_OUT", lotId: lot.id, quantity: 0, document: { type: "TRANSFER", id }, userId: auth.user.id })),
    );
    await recordActivity(scope, { action: "CREATE", entity: "transfer", entityId: id, details: { secondaryId, from: input.locationFromId, to: input.locationToId, lots: lots.length } });
    return { transferId: id };
  });
  return findTransfer(scope, answered.transferId);
}

/** The transfer locked for receiving, at a destination the user may work at. */
async function lockForReceiving(scope: ServiceScope, transferId: string) {
  if (!isUuid(transferId)) throw notFound(TRANSFER_NOT_FOUND_MESSAGE);
  const [transfer] = await scope.tx
    .select({ id: transfers.id, secondaryId: transfers.secondaryId, status: transfers.status, locationToId: transfers.locationToId, locationFromId: transfers.locationFromId })
    .from(transfers)
    .where(and(eq(transfers.tenantId, scope.tenantId), eq(transfers.id, transferId)))
    .for("update");
  if (!transfer) throw notFound(TRANSFER_NOT_FOUND_MESSAGE);
  if (!scope.auth.allowedLocationIds.includes(transfer.locationToId)) {
    if (scope.auth.allowedLocationIds.includes(transfer.locationFromId)) throw conflict(`Transfer ${transfer.secondaryId} is received at its destination.`);
    throw notFound(TRANSFER_NOT_FOUND_MESSAGE);
  }
  if (transfer.status === "CANCELLED") throw conflict(`Transfer ${transfer.secondaryId} was cancelled.`);
  return transfer;
}

/** Receives the transfer's items still in transit among `itemIds` (all of them when null). */
async function receive(scope: ServiceScope, transferId: string, itemIds: readonly string[] | null): Promise<TransferRow> {
  const { tx, tenantId, auth } = scope;
  const transfer = await lockForReceiving(scope, transferId);
  if (itemIds !== null) {
    const bad = itemIds.filter((id) => !isUuid(id));
    if (itemIds.length === 0 || bad.length > 0) throw badUserInput({ transferItemsIds: "Please choose the items that arrived." });
  }
  const items = await tx
    .select({ id: transferItems.id, lotId: transferItems.lotId, status: transferItems.status })
    .from(transferItems)
    .where(and(eq(transferItems.tenantId, tenantId), eq(transferItems.transferId, transfer.id), itemIds === null ? undefined : inArray(transferItems.id, [...itemIds])));
  if (itemIds !== null && items.length !== new Set(itemIds.map((id) => id.toLowerCase())).size) throw badUserInput({ transferItemsIds: `Some of these items are not part of transfer ${transfer.secondaryId}.` });
  // an item received before is left as it is: receiving twice does nothing the second time
  const arriving = items.filter((item) => item.status === "IN_TRANSIT");
  if (arriving.length > 0) {
    await applyLotMovements(
      tx,
      tenantId,
      arriving.map((item) => ({ kind: "TRANSFER_IN", lotId: item.lotId, quantity: 0, toLocationId: transfer.locationToId, document: { type: "TRANSFER", id: transfer.id }, userId: auth.user.id })),
    );
    await tx
      .update(transferItems)
      .set({ status: "RECEIVED", receivedAt: sql`now()`, receivedBy: auth.user.id })
      .where(and(eq(transferItems.tenantId, tenantId), inArray(transferItems.id, arriving.map((item) => item.id))));
    await tx
      .update(transfers)
      .set({
        receivedCount: sql`${transfers.receivedCount} + ${arriving.length}`,
        status: sql`case when ${transfers.receivedCount} + ${arriving.length} >= ${transfers.itemCount} then 'RECEIVED' else 'PARTIALLY_RECEIVED' end`,
        updatedAt: sql`now()`,
        updatedBy: auth.user.id,
      })
      .where(and(eq(transfers.tenantId, tenantId), eq(transfers.id, transfer.id)));
    await recordActivity(scope, { action: "RECEIVE", entity: "transfer", entityId: transfer.id, details: { items: arriving.length } });
  }
  return findTransfer(scope, transfer.id);
}

export function receiveTransferItems(scope: ServiceScope, transferId: string, itemIds: readonly string[]): Promise<TransferRow> {
  return receive(scope, transferId, itemIds);
}

export function receiveAllTransferItems(scope: ServiceScope, transferId: string): Promise<TransferRow> {
  return receive(scope, transferId, null);
}
