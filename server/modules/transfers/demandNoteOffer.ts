// What a transfer answering a demand note can send now (getDemandNoteTransferOffer): per line still open, the sealed
// packs the location asked has that a transfer may pick (unopened, unexpired, in no other transfer), and the packs
// offered: as many as remain on the note, at most what is there. The screen pre-fills the offer and marks the lines
// it cannot fill; createTransfer still checks every pack when the transfer is made.
import { assertLocationAllowed, type ServiceScope } from "../../core/context";
import { assertTransferAnswersNote, findDemandNote } from "../demandNotes";
import { countSendablePacks } from "./lotChecks";

export interface DemandNoteOfferLine {
  lineId: string;
  product: { id: string; name: string; secondaryId: string };
  requestedQuantity: number;
  remainingQuantity: number;
  /** Sealed packs that could be sent from the location now. */
  availablePacks: number;
  /** min(remaining, available): what the transfer offers to send. */
  offeredPacks: number;
}

export async function demandNoteTransferOffer(scope: ServiceScope, demandNoteId: string, locationFromId: string): Promise<DemandNoteOfferLine[]> {
  assertLocationAllowed(scope, locationFromId);
  const note = await findDemandNote(scope, { id: demandNoteId });
  await assertTransferAnswersNote(scope.tx, scope.tenantId, note.id, locationFromId, note.requestedFrom.id);
  const open = note.lines.filter((line) => line.remainingQuantity > 0);
  const available = await countSendablePacks(scope.tx, scope.tenantId, locationFromId, [...new Set(open.map((line) => line.productId))]);
  // two lines of one product share its packs, in the note's order
  const left = new Map(available);
  return open.map((line) => {
    const availablePacks = left.get(line.productId) ?? 0;
    const offeredPacks = Math.min(line.remainingQuantity, availablePacks);
    left.set(line.productId, availablePacks - offeredPacks);
    return {
      lineId: line.id,
      product: { id: line.product.id, name: line.product.name, secondaryId: line.product.secondaryId },
      requestedQuantity: line.requestedQuantity,
      remainingQuantity: line.remainingQuantity,
      availablePacks,
      offeredPacks,
    };
  });
}
