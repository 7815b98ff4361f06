// /invoice/barcodes/{id}?total=N&layout=single|double|triple&name=…&expiry=… — QR labels for the lots
// `{id}~1 … ~N` of a GRN item (id = the GRN item's actionId). The user picks and confirms a range, then prints it.
import { ArrowLeftOutlined } from "@ant-design/icons";
import { Alert, Button, Typography } from "antd";
import type { ReactNode } from "react";
import { useParams, useSearchParams } from "react-router";
import { displayExpiry, isBarcodeLayout, parseBarcodeLayout, parseBarcodeTotal } from "../../../common/printing/barcodes";
import { usePrintPageBack } from "../usePrintPageBack";
import { BarcodeGenerator } from "./BarcodeGenerator";
import { DriverGuide } from "./DriverGuide";
import { LabelPageShell } from "./LabelPageShell";

export default function BarcodeGeneratorPage() {
  const goBack = usePrintPageBack();
  const id = useParams().id ?? "";
  const [params] = useSearchParams();
  const total = parseBarcodeTotal(params.get("total"));
  const layoutParam = params.get("layout");
  const layout = parseBarcodeLayout(layoutParam);
  const name = params.get("name")?.trim() ?? "";
  const expiry = displayExpiry(params.get("expiry"));

  const title = (
    <>
      Barcode Generator <Typography.Text code data-testid="barcode-id">{id}</Typography.Text>
    </>
  );
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={goBack} data-testid="barcode-back">
      Back
    </Button>
  );
  const layoutWarning: ReactNode =
    layoutParam !== null && !isBarcodeLayout(layoutParam.trim().toLowerCase()) ? (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="barcode-layout-warning"
        message={`Unknown layout "${layoutParam}": printing single labels. Use single, double or triple.`}
      />
    ) : null;

  if (total === null) {
    return (
      <LabelPageShell
        title={title}
        leading={back}
        side={<DriverGuide />}
        main={
          <Alert
            type="error"
            showIcon
            data-testid="barcode-params-error"
            message="Missing or invalid label count"
            description="This page needs the number of packs received in its link, as total= followed by a whole number of 1 or more (for example ?total=12&layout=triple). Open it again from the goods receipt."
          />
        }
      />
    );
  }
  return (
    <BarcodeGenerator key={`${id}|${total}`} id={id} total={total} layout={layout} name={name} expiry={expiry} title={title} leading={back} notice={layoutWarning} />
  );
}
