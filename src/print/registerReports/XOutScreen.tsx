// The report's page around the slip: Back and Print on screen, the document title 'X-Out Report', and with ?print=1
// (the hidden frame of printXOutReport) a print as soon as the data is shown, then a message to the framing window.
import { ArrowLeftOutlined, PrinterOutlined } from "@ant-design/icons";
import { Alert, Button } from "antd";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { LoadingOverlay } from "../../components/feedback/LoadingOverlay";
import { usePrintPageBack } from "../usePrintPageBack";
import { useRollPageLength, type RollPage } from "../useRollPageLength";
import { XOUT_FRAME_MESSAGE } from "../../components/printing/printXOut";
import { XOutReport, type XOutData } from "./XOutReport";

/** 56 mm thermal paper (spec §9), as long as the slip. */
const XOUT_PAGE: RollPage = { name: "xout", widthMm: 56, selector: ".xout" };

export function XOutScreen({ data, error, loading, sessionId }: { data: XOutData | null; error?: string | null; loading?: boolean; sessionId?: string }) {
  const back = usePrintPageBack();
  const paper = useRef<HTMLDivElement>(null);
  useRollPageLength(paper, XOUT_PAGE);
  const [params] = useSearchParams();
  const autoPrint = params.get("print") === "1";
  useEffect(() => {
    const previous = document.title;
    document.title = "X-Out Report";
    return () => {
      document.title = previous;
    };
  }, []);
  useEffect(() => {
    if (!autoPrint || !data) return;
    const id = window.setTimeout(() => {
      window.print();
      if (window.parent !== window) window.parent.postMessage({ type: XOUT_FRAME_MESSAGE, sessionId }, window.location.origin);
    }, 300);
    return () => window.clearTimeout(id);
  }, [autoPrint, data, sessionId]);
  return (
    <div className="xout-screen" ref={paper}>
      {loading && <LoadingOverlay />}
      <div className="xout-toolbar">
        <Button icon={<ArrowLeftOutlined />} onClick={back} data-testid="print-back">
          Back
        </Button>
        <Button type="primary" icon={<PrinterOutlined />} disabled={!data} onClick={() => window.print()} data-testid="print-button">
          Print
        </Button>
      </div>
      {error && <Alert type="error" showIcon message={error} data-testid="print-error" />}
      {data && <XOutReport data={data} />}
    </div>
  );
}
