// The create screen's questions: send the return, drop the chosen lots when the vendor changes, and leave the
// screen with lots chosen.
import { Button, Modal } from "antd";
import type { ReactNode } from "react";
import { priceText } from "../../catalogue/options";
import { summariseReturn } from "./returnLots";
import type { ReturnLot } from "./types";

const lotsText = (count: number) => `${count} lot${count === 1 ? "" : "s"}`;
const chosenLotsText = (count: number) => `${count} chosen lot${count === 1 ? "" : "s"}`;

interface QuestionProps {
  open: boolean;
  title: string;
  testId: string;
  /** The answer that goes back to the form. */
  back: { label: string; testId: string; onClick: () => void };
  /** The answer that acts; `danger` when it throws work away. */
  act: { label: string; testId: string; onClick: () => void; danger?: boolean; busy?: boolean };
  children: ReactNode;
}

function Question({ open, title, testId, back, act, children }: QuestionProps) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={back.onClick}
      data-testid={testId}
      footer={[
        <Button key="back" onClick={back.onClick} data-testid={back.testId}>
          {back.label}
        </Button>,
        <Button key="act" type="primary" danger={act.danger} loading={act.busy} onClick={act.onClick} data-testid={act.testId}>
          {act.label}
        </Button>,
      ]}
    >
      {children}
    </Modal>
  );
}

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
    <Question
      open={open}
      title="Create this stock return?"
      testId="stock-return-confirm-dialog"
      back={{ label: "Cancel", testId: "stock-return-confirm-cancel", onClick: onCancel }}
      act={{ label: "Return Stock", testId: "stock-return-confirm", onClick: onConfirm, busy }}
    >
      <p>
        {lotsText(summary.lotCount)} of {products} product{products === 1 ? "" : "s"}, worth {priceText(summary.grandTotal)}, go back to{" "}
        <strong>{vendorName}</strong> and leave the stock of {locationName}.
      </p>
      <p>A gate pass is issued with the return. This cannot be undone.</p>
    </Question>
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
    <Question
      open={open}
      title="Change the vendor?"
      testId="stock-return-vendor-dialog"
      back={{ label: `Keep ${fromVendor}`, testId: "stock-return-vendor-keep", onClick: onCancel }}
      act={{ label: "Change Vendor", testId: "stock-return-vendor-change", onClick: onConfirm, danger: true }}
    >
      The {chosenLotsText(lotCount)} of {fromVendor} will be removed from the return.
    </Question>
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
    <Question
      open={open}
      title="Leave without creating the return?"
      testId="stock-return-leave-dialog"
      back={{ label: "Stay", testId: "stock-return-leave-stay", onClick: onStay }}
      act={{ label: "Leave", testId: "stock-return-leave-confirm", onClick: onLeave, danger: true }}
    >
      The {chosenLotsText(lotCount)} will be dropped and no gate pass is issued.
    </Question>
  );
}
