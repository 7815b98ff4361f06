// The authority's invoice (FBR's PostData JSON) built from a reported order: a sale (InvoiceType 1)
// or a return as a credit note (InvoiceType 3) referring to the sale's USIN. Pure: the worker loads the order.
import { money, sumMoney, toMoneyNumber, type MoneyLike } from "../../../common/money";

/** The tariff heading every line is reported under until products carry their own: medicaments, packed for retail. */
export const DEFAULT_PCT_CODE = "3004.9099";

const INVOICE_TYPE = { sale: 1, creditNote: 3 } as const;

/** FBR's PaymentMode codes. */
const PAYMENT_MODE = { CASH: 1, CARD: 2, MIXED: 5, OTHER: 6 } as const;

interface ReportedOrderLine {
  productCode: string;
  name: string;
  quantity: number;
  taxRate: MoneyLike;
  discount: MoneyLike;
  tax: MoneyLike;
  /** What the line charges, tax included. */
  totalPrice: MoneyLike;
}

export interface ReportedOrder {
  usin: string;
  /** The sale's USIN, for a return. */
  refUsin: string | null;
  createdAt: Date;
  buyer: { name: string | null; phoneNumber: string | null };
  totalAmount: MoneyLike;
  totalDiscount: MoneyLike;
  paymentMethods: string[];
  lines: ReportedOrderLine[];
}

interface FbrInvoiceItem {
  ItemCode: string;
  ItemName: string;
  Quantity: number;
  PCTCode: string;
  TaxRate: number;
  SaleValue: number;
  TotalAmount: number;
  TaxCharged: number;
  Discount: number;
  FurtherTax: number;
  InvoiceType: number;
  RefUSIN: string | null;
}

export interface FbrInvoice {
  InvoiceNumber: string;
  POSID: number;
  USIN: string;
  DateTime: string;
  BuyerNTN: string;
  BuyerCNIC: string;
  BuyerName: string;
  BuyerPhoneNumber: string;
  TotalBillAmount: number;
  TotalQuantity: number;
  TotalSaleValue: number;
  TotalTaxCharged: number;
  Discount: number;
  FurtherTax: number;
  PaymentMode: number;
  RefUSIN: string | null;
  InvoiceType: number;
  Items: FbrInvoiceItem[];
}

/** "YYYY-MM-DD HH:mm:ss" in Pakistan time (UTC+5, no daylight saving). */
export function fbrDateTime(at: Date): string {
  const local = new Date(at.getTime() + 5 * 60 * 60 * 1000);
  return local.toISOString().slice(0, 19).replace("T", " ");
}

function paymentModeOf(methods: readonly string[]): number {
  const distinct = [...new Set(methods)];
  if (distinct.length > 1) return PAYMENT_MODE.MIXED;
  if (distinct[0] === "CASH") return PAYMENT_MODE.CASH;
  if (distinct[0] === "CARD") return PAYMENT_MODE.CARD;
  return distinct.length === 0 ? PAYMENT_MODE.CASH : PAYMENT_MODE.OTHER;
}

const n = (value: MoneyLike) => toMoneyNumber(money(value));

export function buildFbrInvoice(order: ReportedOrder, posId: number): FbrInvoice {
  const invoiceType = order.refUsin ? INVOICE_TYPE.creditNote : INVOICE_TYPE.sale;
  const items: FbrInvoiceItem[] = order.lines.map((line) => {
    const saleValue = money(line.totalPrice).minus(line.tax);
    return {
      ItemCode: line.productCode,
      ItemName: line.name,
      Quantity: line.quantity,
      PCTCode: DEFAULT_PCT_CODE,
      TaxRate: money(line.taxRate).toNumber(),
      SaleValue: n(saleValue),
      TotalAmount: n(line.totalPrice),
      TaxCharged: n(line.tax),
      Discount: n(line.discount),
      FurtherTax: 0,
      InvoiceType: invoiceType,
      RefUSIN: order.refUsin,
    };
  });
  return {
    InvoiceNumber: "",
    POSID: posId,
    USIN: order.usin,
    DateTime: fbrDateTime(order.createdAt),
    BuyerNTN: "",
    BuyerCNIC: "",
    BuyerName: order.buyer.name ?? "",
    BuyerPhoneNumber: order.buyer.phoneNumber ?? "",
    TotalBillAmount: n(order.totalAmount),
    TotalQuantity: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    TotalSaleValue: n(sumMoney(items.map((item) => item.SaleValue))),
    TotalTaxCharged: n(sumMoney(items.map((item) => item.TaxCharged))),
    Discount: n(order.totalDiscount),
    FurtherTax: 0,
    PaymentMode: paymentModeOf(order.paymentMethods),
    RefUSIN: order.refUsin,
    InvoiceType: invoiceType,
    Items: items,
  };
}
