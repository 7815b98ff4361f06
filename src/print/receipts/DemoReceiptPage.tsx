// The public receipt pages (no sign-in): the till receipt templates printed with a sample sale, to set up and
// test an 80 mm thermal printer, and a sample return slip. ?duplicate=1 prints the reprint variant.
import { useSearchParams } from "react-router";
import type { ReceiptTemplateName } from "./receiptModel";
import { ReceiptScreen } from "./ReceiptScreen";
import { OrderReceipt } from "./ReceiptTemplates";
import { SAMPLE_DETAILED_RECEIPT, SAMPLE_RECEIPT, SAMPLE_RETURN_RECEIPT } from "./sampleReceipts";

export default function DemoReceiptPage({ template, returnSlip = false }: { template: ReceiptTemplateName; returnSlip?: boolean }) {
  const [params] = useSearchParams();
  const sample = returnSlip ? SAMPLE_RETURN_RECEIPT : template === "TEMPLATE_3" ? SAMPLE_DETAILED_RECEIPT : SAMPLE_RECEIPT;
  const data = { ...sample, duplicate: params.get("duplicate") === "1" };
  return (
    <ReceiptScreen onPrint={() => window.print()}>
      <OrderReceipt data={data} template={template} />
    </ReceiptScreen>
  );
}
