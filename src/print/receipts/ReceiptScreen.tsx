// A receipt as a page: on screen a toolbar (Back, Print) above the 80 mm paper; on paper only the receipt.
import { ArrowLeftOutlined, PrinterOutlined } from "@ant-design/icons";
import { Alert, Button } from "antd";
import { useRef, type ReactNode } from "react";
import { usePrintPageBack } from "../usePrintPageBack";
import { useReceiptPageLength } from "./useReceiptPageLength";
import "./receipt.css";

interface Props {
  /** Prints the receipt; the Print button is disabled without it. */
  onPrint?: () => void;
  error?: string | null;
  /** Extra controls in the toolbar (the demo pages' template switch). */
  extra?: ReactNode;
  children?: ReactNode;
}

export function ReceiptScreen({ onPrint, error, extra, children }: Props) {
  const back = usePrintPageBack();
  const paper = useRef<HTMLDivElement>(null);
  useReceiptPageLength(paper);
  return (
    <div className="receipt-screen" ref={paper}>
      <div className="receipt-toolbar">
        <Button icon={<ArrowLeftOutlined />} onClick={back} data-testid="print-back">
          Back
        </Button>
        <div style={{ flex: 1 }} />
        {extra}
        <Button type="primary" icon={<PrinterOutlined />} onClick={onPrint} disabled={!onPrint || Boolean(error)} data-testid="receipt-print">
          Print
        </Button>
      </div>
      {error ? (
        <div className="receipt-toolbar">
          <Alert type="error" showIcon message={error} style={{ flex: 1 }} data-testid="print-error" />
        </div>
      ) : (
        children
      )}
    </div>
  );
}
