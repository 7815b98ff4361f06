// The create screen's questions: send the return, drop the chosen lots when the vendor changes, and leave the
// screen with lots chosen.
import { Button, Modal } from "antd";
import { priceText } from "../../catalogue/options";
import { summariseReturn } from "./returnLots";
import type { ReturnLot } from "./types";

interface ConfirmProps {
  open: boolean;
  lots: readonly ReturnLot[];
  vendorName: string;
  locationName: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmReturnModal({ open, lots, vendorName, locationName, busy, onConfirm, onCancel }: ConfirmProps) {
  const summary = summariseReturn(lots);
  const products = summary.products.length;
  return (
    <Modal
      open={open}
      title="Create this stock return?"
      onCancel={onCancel}
      data-testid="stock-return-confirm-dialog"
      footer={[
        <Button key="cancel" onClick={onCancel} data-testid="stock-return-confirm-cancel">
          Cancel
        </Button>,
        <Button key="ok" type="primary" loading={busy} onClick={onConfirm} data-testid="stock-return-confirm">
          Return Stock
        </Button>,
      ]}
    >
      <p>
        {summary.lotCount} lot{summary.lotCount === 1 ? "" : "s"} of {products} product{products === 1 ? "" : "s"}, worth {priceText(summary.grandTotal)}, go back to{" "}
        <strong>{vendorName}</strong> and leave the stock of {locationName}.
      </p>
      <p>A gate pass is issued with the return. This cannot be undone.</p>
    </Modal>
  );
}

interface ChangeVendorProps {
  open: boolean;
  lotCount: number;
  fromVendor: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ChangeVendorModal({ open, lotCount, fromVendor, onConfirm, onCancel }: ChangeVendorProps) {
  return (
    <Modal
      open={open}
      title="Change the vendor?"
      onCancel={onCancel}
      data-testid="stock-return-vendor-dialog"
      footer={[
        <Button key="cancel" onClick={onCancel} data-testid="stock-return-vendor-keep">
          Keep {fromVendor}
        </Button>,
        <Button key="ok" type="primary" danger onClick={onConfirm} data-testid="stock-return-vendor-change">
          Change Vendor
        </Button>,
      ]}
    >
      The {lotCount} chosen lot{lotCount === 1 ? "" : "s"} of {fromVendor} will be removed from the return.
    </Modal>
  );
}

interface LeaveProps {
  open: boolean;
  lotCount: number;
  onLeave: () => void;
  onStay: () => void;
}

export function LeaveReturnModal({ open, lotCount, onLeave, onStay }: LeaveProps) {
  return (
    <Modal
      open={open}
      title="Leave without creating the return?"
      onCancel={onStay}
      data-testid="stock-return-leave-dialog"
      footer={[
        <Button key="cancel" onClick={onStay} data-testid="stock-return-leave-stay">
          Stay
        </Button>,
        <Button key="ok" type="primary" danger onClick={onLeave} data-testid="stock-return-leave-confirm">
          Leave
        </Button>,
      ]}
    >
      The {lotCount} chosen lot{lotCount === 1 ? "" : "s"} will be dropped and no gate pass is issued.
    </Modal>
  );
}
