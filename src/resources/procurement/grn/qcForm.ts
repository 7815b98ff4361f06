// The QC decisions of a GRN's details page as the server takes them (updateGrnQCStatus), checked by the shared QC
// schema through the one form adapter; messages come back keyed by the GRN item they concern.
import { qcInputSchema } from "../../../../common/schemas/grn";
import { zodForm, type FieldErrors } from "../../../components/forms/zodForm";

export type Decision = "ACCEPTED" | "REJECTED";

export interface QcChoice {
  status?: Decision;
  comment: string;
}

export interface QcValues {
  /** The items still in QC, in the table's order. */
  items: readonly { id: string }[];
  choices: Readonly<Record<string, QcChoice>>;
}

/** The items a decision was taken for: the ones sent. */
export const decidedItems = ({ items, choices }: QcValues) => items.filter((item) => choices[item.id]?.status);

export function qcInput(values: QcValues) {
  // decidedItems keeps only the items with a status
  return {
    items: decidedItems(values).map((item) => ({
      grnItemId: item.id,
      status: values.choices[item.id]?.status as Decision,
      comment: values.choices[item.id]?.comment.trim() || null,
    })),
  };
}

/** "items.1.comment" → "<id of the second decided item>.comment": a message lands on its row. */
const itemPathOf = (decided: readonly { id: string }[]) => (path: string) => {
  const match = /^items\.(\d+)\.(.+)$/.exec(path);
  const item = match ? decided[Number(match[1])] : undefined;
  return match && item ? `${item.id}.${match[2]}` : path;
};

export const qcRules = zodForm({
  schema: qcInputSchema,
  toInput: (values: QcValues) => ({ input: qcInput(values), fieldOf: itemPathOf(decidedItems(values)) }),
});

/**
 * Messages split into those of a row, by GRN item id (the first per item; only these fields of the row when
 * given), and the others, which no row shows (e.g. "items": nothing decided).
 */
export function splitByItem(errors: FieldErrors, items: readonly { id: string }[], fields?: readonly string[]) {
  const byItem: Record<string, string> = {};
  const others: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    const item = items.find((candidate) => path.startsWith(`${candidate.id}.`));
    if (!item) others.push(message);
    else if (!(item.id in byItem) && (!fields || fields.includes(path.slice(item.id.length + 1)))) byItem[item.id] = message;
  }
  return { byItem, others };
}
