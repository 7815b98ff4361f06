// One label: the QR code (with a centred icon) beside the product name (shortened, its strength kept), code,
// expiry, batch and sequence number.
import { QRCodeSVG } from "qrcode.react";
import type { PrintLabel } from "../../../common/printing/barcodes";
import { labelProductName } from "./labelName";

// A black cross on white: it survives a black-and-white label printer. Level H error correction covers it.
const QR_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="4" fill="#fff"/><path d="M9 3h6v6h6v6h-6v6H9v-6H3V9h6z" fill="#000"/></svg>',
)}`;
const QR_PIXELS = 80;
const ICON_PIXELS = 16;

export interface BarcodeLabelProps {
  label: PrintLabel;
  /** The demo's labels are 24 mm tall; the generator's 22 mm. */
  demo?: boolean;
  testId: string;
}

export function BarcodeLabel({ label, demo, testId }: BarcodeLabelProps) {
  return (
    <div className={demo ? "barcode-label barcode-label--demo" : "barcode-label"} data-testid={testId} data-qr-value={label.qrValue}>
      <QRCodeSVG
        className="barcode-label__qr"
        value={label.qrValue}
        size={QR_PIXELS}
        level="H"
        title={label.qrValue}
        imageSettings={{ src: QR_ICON, width: ICON_PIXELS, height: ICON_PIXELS, excavate: true }}
      />
      <div className="barcode-label__text">
        <div className="barcode-label__name" title={label.name} data-testid={`${testId}-name`}>
          {labelProductName(label.name)}
        </div>
        <div>{label.code}</div>
        {label.expiryLine && <div>{label.expiryLine}</div>}
        {label.batchLine && <div>{label.batchLine}</div>}
        <div className="barcode-label__sequence">{label.sequence}</div>
      </div>
    </div>
  );
}
