// Making and closing demand notes, and the rule a transfer that names a note must keep. createDemandNote records,
// per line, the store's stock at that moment, the pack price and what the suggestion rule said (and why).
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { lineAmount, toMoneyString } from "../../../common/money";
import { suggestPacks } from "../../../common/planning/suggestedQuantity";
import { closureReasonSchema, demandNoteInputSchema } from "../../../common/schemas/demandNote";
import { isUuid } from "../../../common/validation/uuid";
import { SECONDARY_IDS, nextSecondaryId, type Tx } from "../../db";
import { demandNoteLines, demandNotes, locations, productLots } from "../../db/schema";
import { assertLocationAllowed, type ServiceScope } from "../../core/context";
import { badUserInput, conflict, notFound, parseInput } from "../../core/errors";
import { withIdempotency } from "../../core/idempotency";
import { recordActivity } from "../../core/activity/recordActivity";
import { sendablePackAt } from "../inventory";
import { demandHistory } from "./history";
import { DEMAND_NOTE_NOT_FOUND_MESSAGE, findDemandNote, type DemandNoteRow } from "./queries";

export async function createDemandNote(scope: ServiceScope, raw: unknown): Promise<DemandNoteRow> {
  const { tx, tenantId, auth } = scope;
  const input = parseInput(demandNoteInputSchema, raw);
  assertLocationAllowed(scope, input.requestedFromId);
  const { idempotencyKey, ...asked } = input;
  const answered = await withIdempotency(tx, { tenantId, operation: "createDemandNote", key: idempotencyKey, request: { userId: auth.user.id, ...asked } }, async () => {
    const [asks] = await tx.select({ id: locations.id }).from(locations).where(and(eq(locations.tenantId, tenantId), eq(locations.id, input.requestedToId), eq(locations.status, "ACTIVE")));
    if (!asks) throw badUserInput({ requestedToId: "The location asked is not an active location of this company." });
    const history = new Map((await demandHistory(tx, tenantId, input.requestedFromId, input.lines.map((line) => line.productId))).map((product) => [product.productId, product]));
    const missing = input.lines.filter((line) => !history.has(line.productId));
    if (missing.length > 0) throw badUserInput({ lines: `${missing.length === 1 ? "A product" : `${missing.length} products`} on the note ${missing.length === 1 ? "is" : "are"} not an active product of this company.` });
    const id = randomUUID();
    const secondaryId = await nextSecondaryId(tx, tenantId, SECONDARY_IDS.demandNote.counter, SECONDARY_IDS.demandNote.prefix);
    await tx.insert(demandNotes).values({ tenantId, id, secondaryId, type: input.type, requestedFromId: input.requestedFromId, requestedToId: input.requestedToId, deliveryDate: input.deliveryDate, createdBy: auth.user.id });
    await tx.insert(demandNoteLines).values(
      input.lines.map((line, index) => {
        const product = history.get(line.productId)!;
        const suggestion = suggestPacks(product, input.type);
        return {
          tenantId,
          demandNoteId: id,
          position: index + 1,
          productId: line.productId,
          requestedQuantity: line.requestedQuantity,
          suggestedQuantity: suggestion.packs,
          suggestionReason: suggestion.why,
          currentInventory: product.onHandUnits,
          price: product.packPrice,
          value: toMoneyString(lineAmount(product.packPrice, line.requestedQuantity)),
        };
      }),
    );
    await recordActivity(scope, { action: "CREATE", entity: "demandNote", entityId: id, details: { secondaryId, type: input.type, lines: input.lines.length } });
    return { demandNoteId: id };
  });
  return findDemandNote(scope, { id: answered.demandNoteId });
}

export async function closeDemandNote(scope: ServiceScope, id: string, rawReason: unknown): Promise<DemandNoteRow> {
  const { tx, tenantId, auth } = scope;
  const reason = parseInput(closureReasonSchema, rawReason, "closureReason");
  const note = await findDemandNote(scope, { id });
  const [locked] = await tx.select({ status: demandNotes.status }).from(demandNotes).where(and(eq(demandNotes.tenantId, tenantId), eq(demandNotes.id, note.id))).for("update");
  if (locked.status === "CLOSED") throw conflict(`Demand note ${note.secondaryId} is closed already.`);
  await tx
    .update(demandNotes)
    .set({ status: "CLOSED", closureReason: reason, closedAt: sql`now()`, closedBy: auth.user.id, updatedAt: sql`now()` })
    .where(and(eq(demandNotes.tenantId, tenantId), eq(demandNotes.id, note.id)));
  await recordActivity(scope, { action: "CLOSE", entity: "demandNote", entityId: note.id, details: { reason } });
  return findDemandNote(scope, { id: note.id });
}

/**
 * A transfer may name an OPEN note it answers: from the location the note asks, to the store that asked. The note is
 * locked so that it cannot close while the transfer is made.
 */
export async function assertTransferAnswersNote(tx: Tx, tenantId: string, demandNoteId: string, from: string, to: string): Promise<void> {
  const [note] = isUuid(demandNoteId)
    ? await tx
        .select({ secondaryId: demandNotes.secondaryId, status: demandNotes.status, requestedFromId: demandNotes.requestedFromId, requestedToId: demandNotes.requestedToId })
        .from(demandNotes)
        .where(and(eq(demandNotes.tenantId, tenantId), eq(demandNotes.id, demandNoteId)))
        .for("share")
    : [];
  if (!note) throw badUserInput({ demandNoteId: DEMAND_NOTE_NOT_FOUND_MESSAGE });
  if (note.status !== "OPEN") throw badUserInput({ demandNoteId: `Demand note ${note.secondaryId} is closed.` });
  if (note.requestedToId !== from || note.requestedFromId !== to) throw badUserInput({ demandNoteId: `Demand note ${note.secondaryId} asks another location: a transfer answering it goes from the location asked to the store that asked.` });
}

/** Sealed packs of a product at a location (unopenedProductLotInfo): how many could be sent now. */
export async function unopenedLotInfo(scope: ServiceScope, locationId: string, productId: string): Promise<{ productStatus: string; unopenedCount: number }> {
  assertLocationAllowed(scope, locationId);
  if (!isUuid(productId)) throw notFound("Product not found.");
  const [row] = await scope.tx
    .select({ count: sql<number>`count(*)::int` })
    .from(productLots)
    .where(and(sendablePackAt(scope.tenantId, locationId), eq(productLots.productId, productId)));
  const count = row?.count ?? 0;
  return { productStatus: count > 0 ? "AVAILABLE" : "OUT_OF_STOCK", unopenedCount: count };
}

