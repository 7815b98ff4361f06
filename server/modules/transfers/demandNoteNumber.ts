// The number (DN-…) of the demand note a transfer answers, for the printed transfer papers: read only when a
// query asks for it (one transfer's print), never for a list page.
import { and, eq } from "drizzle-orm";
import { demandNotes } from "../../db/schema";
import type { ServiceScope } from "../../core/context";

export async function demandNoteNumber(scope: ServiceScope, demandNoteId: string): Promise<string | null> {
  const [note] = await scope.tx
    .select({ secondaryId: demandNotes.secondaryId })
    .from(demandNotes)
    .where(and(eq(demandNotes.tenantId, scope.tenantId), eq(demandNotes.id, demandNoteId)));
  return note?.secondaryId ?? null;
}
