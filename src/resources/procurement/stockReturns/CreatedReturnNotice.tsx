// After a return is created the list opens with its gate pass ready to print: the goods may not leave without it.
// The create page hands the new return over in the navigation state, read once on arrival: the list's own URL sync
// replaces the history entry without it right after (so a reload does not show the notice again).
import { Alert } from "antd";
import { useState } from "react";
import { useLocation } from "react-router";
import { PrintLinkButton } from "../../../components/printing/PrintLinkButton";
import { printLinks } from "../../../components/printing/printLinks";
import type { CreatedStockReturn } from "./types";

type Created = CreatedStockReturn["stockReturn"];
type CreatedState = { createdStockReturn: Created };

export const createdReturnState = (stockReturn: Created): CreatedState => ({ createdStockReturn: stockReturn });

function createdReturnOf(state: unknown): Created | null {
  if (typeof state !== "object" || state === null || !("createdStockReturn" in state)) return null;
  return (state as CreatedState).createdStockReturn;
}

export function CreatedReturnNotice() {
  const { state } = useLocation();
  const [created, setCreated] = useState(() => createdReturnOf(state));
  if (!created) return null;
  return (
    <Alert
      type="success"
      showIcon
      closable
      style={{ marginBottom: 16 }}
      data-testid="stock-return-created"
      message={`Stock return ${created.secondaryId} created. Gate pass ${created.gatePassNumber}.`}
      description="Print the gate pass and send it with the goods."
      action={<PrintLinkButton href={printLinks.stockReturn(created.id)} label="Print gate pass" testId="stock-return-created-print" />}
      onClose={() => setCreated(null)}
    />
  );
}
