// A sale made on the till while offline (kept in the till's database) → what its receipt prints: the offline number
// as the order number and "Fiscal number pending" (the authority's number comes once the server has the sale).
import { settlePayments } from "../../../common/pricing/cart";
import { money, sumMoney, toMoneyNumber } from "../../../common/money";
import type { OfflineSaleRecord } from "../../pos/offline/tillDb";
import type { Tenant } from "../../providers/session";
import type { ReceiptData } from "./receiptModel";

export function receiptFromOfflineSale(sale: OfflineSaleRecord, tenant: Pick<Tenant, "name" | "logo" | "website" | "onlineStoreURL"> | null): ReceiptData {
  const { summary } = sale;
  const productDiscount = sumMoney(summary.discounts.filter((discount) => discount.scope === "PRODUCT" || discount.scope === "BUY_X_GET_Y").map((discount) => discount.amount));
  const settled = settlePayments(summary.total, sale.payments);
  const payments = settled.ok
    ? settled.payments.map((payment) => ({
        method: payment.method,
        amount: toMoneyNumber(payment.amount),
        tendered: toMoneyNumber(payment.tendered),
        change: payment.method === "CASH" ? toMoneyNumber(payment.tendered.minus(payment.amount)) : 0,
      }))
    : sale.payments.map((payment) => ({ method: payment.method, amount: payment.amount, tendered: payment.amount, change: 0 }));
  return {
    company: { name: tenant?.name ?? "", logo: tenant?.logo ?? null, website: tenant?.website ?? tenant?.onlineStoreURL ?? null },
    location: { name: sale.receipt.locationName, address: null, ntn: null, strn: null },
    register: { name: sale.receipt.registerName, secondaryId: sale.receipt.registerCode, posId: null },
    cashier: sale.receipt.cashier,
    orderNumber: sale.offlineNumber,
    customer: null,
    payOnDelivery: false,
    productDiscount: toMoneyNumber(productDiscount),
    orderDiscount: toMoneyNumber(money(summary.totalDiscount).minus(productDiscount)),
    cardDiscount: 0,
    createdAt: sale.madeAt,
    lines: summary.lines.map((line) => ({
      name: line.name,
      skuCode: line.skuCode ?? null,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      taxInclusive: line.isTaxInclusive,
      taxRate: line.taxRate,
      beforeDiscount: line.subTotal,
      discount: line.discount,
      taxAmount: line.tax,
      total: line.totalPrice,
    })),
    subtotal: summary.subtotal,
    totalDiscount: summary.totalDiscount,
    tax: summary.tax,
    deliveryCharges: summary.deliveryCharges,
    platformFee: summary.platformFee,
    platformFeeTax: summary.platformFeeTax,
    posFees: summary.posFees,
    integrationCharges: summary.integrationCharges,
    total: summary.total,
    changeDue: sale.changeDue,
    payments,
    specialInstructions: sale.order.specialInstructions ?? null,
    mrNo: null,
    fbrInvoiceId: null,
    fiscalAuthority: summary.integrations[0]?.name.toUpperCase().includes("SRB") ? "SRB" : "FBR",
    fiscalPending: true,
    duplicate: false,
    isReturn: false,
    parentOrderNumber: null,
  };
}
