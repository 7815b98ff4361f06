// A sale as the server answers it → what its receipt prints. The company comes from the signed-in tenant.
import type { Tenant } from "../../providers/session";
import { RECEIPT_TEMPLATES, type ReceiptData, type ReceiptTemplateName } from "./receiptModel";
import type { ReceiptOrder } from "./queries";

export function receiptFromOrder(order: ReceiptOrder, tenant: Pick<Tenant, "name" | "logo" | "website" | "onlineStoreURL"> | null): ReceiptData {
  return {
    company: { name: tenant?.name ?? "", logo: tenant?.logo ?? null, website: tenant?.website ?? tenant?.onlineStoreURL ?? null },
    location: { name: order.location.name, address: order.location.address ?? null, ntn: order.location.taxNumber ?? null, strn: order.location.salesTaxNumber ?? null },
    register: order.register ? { name: order.register.name, secondaryId: order.register.secondaryId, posId: order.register.terminalTaxId ?? null } : null,
    cashier: order.createdBy ? `${order.createdBy.firstName} ${order.createdBy.lastName}`.trim() : null,
    orderNumber: order.secondaryId,
    customer: order.customer
      ? { name: order.customer.name, phone: order.customer.phoneNumber, email: order.customer.email ?? null, address: order.address?.line ?? null }
      : null,
    payOnDelivery: order.orderType === "DELIVERY" && order.paymentStatus === "UNPAID",
    productDiscount: order.productDiscount,
    orderDiscount: order.orderDiscount,
    cardDiscount: order.cardDiscount,
    createdAt: order.createdAt,
    lines: order.items.map((item) => ({
      name: item.name,
      skuCode: item.skuCode ?? null,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      taxInclusive: item.isTaxInclusive,
      taxRate: item.taxRate,
      beforeDiscount: item.subTotal,
      discount: item.discount,
      taxAmount: item.tax,
      total: item.totalPrice,
    })),
    subtotal: order.subtotal,
    totalDiscount: order.totalDiscount,
    tax: order.tax,
    deliveryCharges: order.deliveryCharges,
    platformFee: order.platformFee,
    platformFeeTax: order.platformFeeTax,
    posFees: order.posFees,
    integrationCharges: order.integrationCharges,
    total: order.totalAmount,
    changeDue: order.changeDue,
    payments: order.payments.map((payment) => ({ method: payment.method, amount: payment.amount, tendered: payment.tendered, change: payment.change })),
    specialInstructions: order.specialInstructions ?? null,
    mrNo: order.mrNo ?? null,
    fbrInvoiceId: order.fbrInvoiceId ?? null,
    fiscalAuthority: order.integrationConfigs[0]?.type ?? null,
    fiscalLogo: order.integrationConfigs[0]?.logo ?? null,
    fiscalSandbox: order.fiscalNumberIsSandbox,
    fiscalPending: !order.fbrInvoiceId && order.fiscalStatus !== null && order.fiscalStatus !== "POSTED",
    duplicate: order.printCount > 0,
    isReturn: order.kind === "RETURN",
    parentOrderNumber: order.parentOrderNumber ?? null,
  };
}

const isTemplate = (value: string | undefined): value is ReceiptTemplateName => RECEIPT_TEMPLATES.some((template) => template === value);

/** The register's template; a sale without a register (not from a till) prints the compact one. */
export function receiptTemplateOf(order: ReceiptOrder): ReceiptTemplateName {
  const chosen = order.register?.receiptTemplate;
  return isTemplate(chosen) ? chosen : "TEMPLATE_1";
}
