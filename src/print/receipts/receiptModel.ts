// What a till receipt prints, independent of where it comes from (a sale read from the server, or the public
// pages' sample): the company, the location with its tax numbers, the sale and its lines, totals, payments and
// the fiscal line. Amounts stay as the server sent them and are formatted and added only through common/money.
import { formatMoney, money, splitInclusive, sumMoney, type Money } from "../../../common/money";

export type ReceiptTemplateName = "TEMPLATE_1" | "TEMPLATE_2" | "TEMPLATE_3";

export const RECEIPT_TEMPLATES: readonly ReceiptTemplateName[] = ["TEMPLATE_1", "TEMPLATE_2", "TEMPLATE_3"];

export interface ReceiptLine {
  name: string;
  skuCode: string | null;
  quantity: number;
  /** Per selling unit, as priced (tax included when `taxInclusive`). */
  unitPrice: number;
  taxInclusive: boolean;
  /** Percent (0 when exempt). */
  taxRate: number;
  /** The line's gross: unit price × quantity, before discount. */
  beforeDiscount: number;
  discount: number;
  taxAmount: number;
  /** What the line charges. */
  total: number;
}

export interface ReceiptPayment {
  method: string;
  /** What the payment pays of the total. */
  amount: number;
  /** What the customer handed over (cash may exceed the amount). */
  tendered: number;
  change: number;
}

export interface ReceiptData {
  company: { name: string; logo: string | null; website: string | null };
  location: { name: string; address: string | null; ntn: string | null; strn: string | null };
  register: { name: string; secondaryId: string; posId: string | null } | null;
  cashier: string | null;
  orderNumber: string;
  /** Who bought it, when the till named a customer (and where it goes, for a delivery). */
  customer: { name: string; phone: string; email: string | null; address: string | null } | null;
  /** A delivery paid when it arrives: the receipt says what is to be collected. */
  payOnDelivery: boolean;
  /** What product (and buy-X-get-Y) discounts, order (cart and shipping) discounts and card offers took off. */
  productDiscount: number;
  orderDiscount: number;
  cardDiscount: number;
  /** ISO time of the sale. */
  createdAt: string;
  lines: readonly ReceiptLine[];
  subtotal: number;
  totalDiscount: number;
  tax: number;
  deliveryCharges: number;
  platformFee: number;
  platformFeeTax: number;
  posFees: number;
  integrationCharges: number;
  total: number;
  changeDue: number;
  payments: readonly ReceiptPayment[];
  specialInstructions: string | null;
  mrNo: string | null;
  fbrInvoiceId: string | null;
  /** The authority that numbers the invoice (FBR or SRB); null when none reports the register. */
  fiscalAuthority: string | null;
  /** The integration's logo (the authority's POS logo), printed beside the number. */
  fiscalLogo?: string | null;
  /** The number came from the server's SANDBOX authority: the receipt says it was not reported. */
  fiscalSandbox?: boolean;
  /** Reported, but the authority's number has not arrived: the receipt says 'Fiscal number pending'. */
  fiscalPending: boolean;
  /** Printed before: the slip says 'Duplicate'. */
  duplicate: boolean;
  /** A return slip (spec §9): titled 'RETURN SLIP', the total is the refund, 'Visit us again soon!'. */
  isReturn: boolean;
  /** For a return: the sale it gives back. */
  parentOrderNumber: string | null;
}

/** An amount as the receipt prints it: "PKR 1,234.50". */
export function pkr(value: number | Money): string {
  return formatMoney(value, { prefix: "PKR " });
}

/** A plain amount without the currency, for narrow columns: "1,234.50". */
export function amount(value: number | Money): string {
  return formatMoney(value);
}

/** "17%" / "0%" / "12.5%". */
export function rateText(rate: number): string {
  return `${money(rate).toDecimalPlaces(2).toString()}%`;
}

/** The unit price without its tax (what FBR calls the unit price excluding tax). */
export function unitPriceExclTax(line: ReceiptLine): Money {
  return line.taxInclusive ? splitInclusive(line.unitPrice, line.taxRate).exclusive : money(line.unitPrice);
}

/** The line's sale value without tax: what it charges less its tax. */
function saleValueExclTax(line: ReceiptLine): Money {
  return money(line.total).minus(line.taxAmount);
}

export function totalQuantity(data: ReceiptData): number {
  return data.lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The total sale value of the lines without tax. */
export function totalSaleValue(data: ReceiptData): Money {
  return sumMoney(data.lines.map(saleValueExclTax));
}

export interface TaxSummaryRow {
  rate: number;
  /** Sale value without tax at this rate. */
  taxable: Money;
  tax: Money;
}

/** The lines grouped by tax rate (highest first): the tax summary table. */
export function taxSummary(data: ReceiptData): TaxSummaryRow[] {
  const byRate = new Map<string, { rate: number; lines: ReceiptLine[] }>();
  for (const line of data.lines) {
    const key = money(line.taxRate).toFixed(2);
    const group = byRate.get(key) ?? { rate: line.taxRate, lines: [] };
    group.lines.push(line);
    byRate.set(key, group);
  }
  return [...byRate.values()]
    .sort((a, b) => money(b.rate).comparedTo(a.rate))
    .map(({ rate, lines }) => ({ rate, taxable: sumMoney(lines.map(saleValueExclTax)), tax: sumMoney(lines.map((line) => line.taxAmount)) }));
}


/** Cash handed over and given back, summed over the cash payments (null without cash). */
export function cashTendered(data: ReceiptData): { tendered: Money; change: Money } | null {
  const cash = data.payments.filter((payment) => payment.method === "CASH");
  if (cash.length === 0) return null;
  return { tendered: sumMoney(cash.map((payment) => payment.tendered)), change: sumMoney(cash.map((payment) => payment.change)) };
}

/** The fees charged after the lines: platform and POS fee always (FBR wants the POS fee shown), the others when charged. */
export function feeRows(data: ReceiptData): { key: string; label: string; value: number }[] {
  const rows = [
    { key: "delivery", label: "Delivery Charges", value: data.deliveryCharges, always: false },
    { key: "platform-fee", label: "Platform Fee", value: data.platformFee, always: true },
    { key: "platform-fee-tax", label: "Platform Fee Tax", value: data.platformFeeTax, always: false },
    { key: "integration", label: "Integration Charges", value: data.integrationCharges, always: false },
    { key: "pos-fee", label: "POS Fee", value: data.posFees, always: true },
  ];
  return rows.filter((row) => row.always || !money(row.value).isZero()).map(({ key, label, value }) => ({ key, label, value }));
}
