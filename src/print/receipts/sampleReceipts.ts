// The sample sale of the public receipt pages (/order-receipt/template1, /order-receipt/template2,
// /demo-order-detailed-receipt): a pharmacy basket with exempt, 1 % and 18 % tax-inclusive lines, a discount,
// the POS fee and cash change. The amounts are worked out as the pricing does (inclusive tax split per line).
import type { ReceiptData } from "./receiptModel";

const base: ReceiptData = {
  company: { name: "Demo Pharmacy", logo: null, website: "www.demopharmacy.pk" },
  location: { name: "Gulberg Store", address: "45-B Main Boulevard, Gulberg III, Lahore", ntn: "1234567-8", strn: "32-77-8761-234-56" },
  register: { name: "Counter 1", secondaryId: "REG-000001", posId: "POS-812345" },
  cashier: "Sana Cashier",
  orderNumber: "000001-000042",
  customer: { name: "Ayesha Malik", phone: "+923001112233", email: null, address: null },
  payOnDelivery: false,
  productDiscount: 124,
  orderDiscount: 0,
  cardDiscount: 0,
  createdAt: "2026-11-23T14:35:00.000Z",
  lines: [
    { name: "Panadol 500mg Tablet", skuCode: "PAN-500", quantity: 20, unitPrice: 3, taxInclusive: true, taxRate: 0, beforeDiscount: 60, discount: 0, taxAmount: 0, total: 60 },
    { name: "Augmentin 625mg Tablet", skuCode: "AUG-625", quantity: 6, unitPrice: 58.5, taxInclusive: true, taxRate: 1, beforeDiscount: 351, discount: 0, taxAmount: 3.48, total: 351 },
    { name: "Sunblock SPF 60 Cream 75ml", skuCode: "SUN-060", quantity: 1, unitPrice: 1850, taxInclusive: true, taxRate: 18, beforeDiscount: 1850, discount: 0, taxAmount: 282.2, total: 1850 },
    { name: "Vitamin C 1000mg Effervescent", skuCode: "VTC-1000", quantity: 2, unitPrice: 620, taxInclusive: true, taxRate: 18, beforeDiscount: 1240, discount: 124, taxAmount: 170.24, total: 1116 },
  ],
  subtotal: 3501,
  totalDiscount: 124,
  tax: 455.92,
  deliveryCharges: 0,
  platformFee: 0,
  platformFeeTax: 0,
  posFees: 1,
  integrationCharges: 0,
  total: 3378,
  changeDue: 122,
  payments: [{ method: "CASH", amount: 3378, tendered: 3500, change: 122 }],
  specialInstructions: null,
  mrNo: null,
  fbrInvoiceId: null,
  fiscalAuthority: null,
  fiscalPending: false,
  duplicate: false,
  isReturn: false,
  parentOrderNumber: null,
};

/** The compact and detailed templates' sample: a cash sale. */
export const SAMPLE_RECEIPT: ReceiptData = base;

/** The detailed demo: split payment, special instructions, a medical record number and a fiscal number. */
export const SAMPLE_DETAILED_RECEIPT: ReceiptData = {
  ...base,
  payments: [
    { method: "CARD", amount: 2000, tendered: 2000, change: 0 },
    { method: "CASH", amount: 1378, tendered: 1500, change: 122 },
  ],
  specialInstructions: "Customer asked for the cream in a separate bag.",
  mrNo: "MR-2026-00871",
  fbrInvoiceId: "812345241123143500042",
  fiscalAuthority: "FBR",
};

/** The public return slip sample (/demo-return-receipt): one Sunblock back, refunded in cash. */
export const SAMPLE_RETURN_RECEIPT: ReceiptData = {
  ...base,
  orderNumber: "RTN-000007",
  parentOrderNumber: "000001-000042",
  isReturn: true,
  customer: null,
  lines: [base.lines[2]],
  subtotal: 1850,
  totalDiscount: 0,
  productDiscount: 0,
  tax: 282.2,
  posFees: 0,
  total: 1850,
  changeDue: 0,
  payments: [{ method: "CASH", amount: 1850, tendered: 1850, change: 0 }],
};
