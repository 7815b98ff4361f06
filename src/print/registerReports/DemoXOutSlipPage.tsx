// /demo-xout-slip: the X-Out report with sample data, public (no sign-in).
import { XOutScreen } from "./XOutScreen";
import type { XOutData, XOutMethod } from "./XOutReport";

const method = (name: string, gross: number, discount: number, tax: number, returned: number, netAmount: number, orderCount: number, extra: Partial<XOutMethod> = {}): XOutMethod => ({
  method: name,
  gross,
  discount,
  tax,
  returned,
  netAmount,
  orderCount,
  integrationCharges: 0,
  platformFee: 0,
  shippingFee: 0,
  ...extra,
});

export const SAMPLE_XOUT: XOutData = {
  registerName: "Counter 1",
  locationName: "Gulberg Store",
  startDate: "2026-01-15T04:00:00.000Z",
  endDate: "2026-01-15T16:30:00.000Z",
  methods: [
    method("CASH", 48250, 1250, 6120.5, 800, 46200, 37, { integrationCharges: 37 }),
    method("CARD", 21400, 400, 2715, 0, 21000, 12, { integrationCharges: 12 }),
    method("CREDIT", 0, 0, 0, 0, 0, 0),
    method("BANK_TRANSFER", 5600, 0, 711.5, 0, 5600, 2, { shippingFee: 150 }),
  ],
  total: { gross: 75250, discount: 1650, tax: 9547, returned: 800, netAmount: 72800, orderCount: 51, integrationCharges: 49, platformFee: 0, shippingFee: 150 },
  cash: { openingAmount: 5000, cashSales: 47000, cashRefunds: 800, cashIn: 0, cashOut: 2000, expected: 49200, counted: 49120 },
};

export default function DemoXOutSlipPage() {
  return <XOutScreen data={SAMPLE_XOUT} />;
}
