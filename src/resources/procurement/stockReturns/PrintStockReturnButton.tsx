import { PrintLinkButton } from "../../../components/printing/PrintLinkButton";
import { printLinks } from "../../../components/printing/printLinks";
import type { StockReturnRecord } from "./types";

interface Props {
  stockReturn: Pick<StockReturnRecord, "id" | "secondaryId">;
  withLabel?: boolean;
  testId?: string;
}

/** Opens the printable return in a new tab. */
export function PrintStockReturnButton({ stockReturn, withLabel = false, testId = `print-stock-return-${stockReturn.secondaryId}` }: Props) {
  return <PrintLinkButton href={printLinks.stockReturn(stockReturn.id)} label={withLabel ? "Print" : undefined} testId={testId} />;
}
