// The shapes the sales services answer and the GraphQL types expose (amounts already as numbers).
import type {
  FulfillmentStatus,
  OrderChannel,
  OrderKind,
  OrderSource,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  SaleOrderType,
  ShippingStatus,
} from "../../../common/schemas/order";
import type { DiscountScope } from "../../../common/pricing/discountRules";

interface UserNameRow {
  id: string;
  firstName: string;
  lastName: string;
}

export interface OrderItemLotRow {
  id: string;
  lotId: string;
  actionId: string;
  batchExpiry: string;
  quantity: number;
  returnedQuantity: number;
}

export interface OrderItemRow {
  id: string;
  productId: string;
  name: string;
  skuCode: string | null;
  quantity: number;
  returnedQuantity: number;
  unitPrice: number;
  discount: number;
  tax: number;
  taxRate: number;
  isTaxInclusive: boolean;
  subTotal: number;
  totalPrice: number;
  lots: OrderItemLotRow[];
}

export interface OrderPaymentRow {
  id: string;
  method: PaymentMethod;
  status: PaymentStatus;
  amount: number;
  tendered: number;
  change: number;
  createdAt: Date;
}

export interface OrderLocationRow {
  id: string;
  name: string;
  address: string | null;
  taxNumber: string | null;
  salesTaxNumber: string | null;
}

export interface OrderRegisterRow {
  id: string;
  name: string;
  secondaryId: string;
  receiptTemplate: string;
  terminalTaxId: string | null;
}

/** The money parts an order and a cart summary share (the lines' sums, then the charges). */
interface OrderAmounts {
  subtotal: number;
  totalDiscount: number;
  tax: number;
  deliveryCharges: number;
  platformFee: number;
  platformFeeTax: number;
  posFees: number;
  integrationCharges: number;
}

export interface OrderRow extends OrderAmounts {
  id: string;
  secondaryId: string;
  kind: OrderKind;
  status: OrderStatus;
  orderType: SaleOrderType;
  orderSource: OrderSource;
  orderChannel: OrderChannel;
  paymentStatus: PaymentStatus;
  fulfillmentStatus: FulfillmentStatus;
  shippingStatus: ShippingStatus;
  locationId: string;
  location: OrderLocationRow;
  registerId: string | null;
  register: OrderRegisterRow | null;
  sessionId: string | null;
  /** The sale a return gives back. */
  parentOrderId: string | null;
  customerId: string | null;
  addressId: string | null;
  partnerId: string | null;
  mrNo: string | null;
  comment: string | null;
  specialInstructions: string | null;
  cancelledReason: string | null;
  /** A return refunded by another method than the sale's own: why, and the id of who chose it. */
  refundMethodReason: string | null;
  refundMethodChosenById: string | null;
  totalAmount: number;
  changeDue: number;
  fbrInvoiceId: string | null;
  printCount: number;
  /** A sale made offline at the till: its offline number (README "Offline sales (server)"). */
  offlineNumber: string | null;
  madeOffline: boolean;
  items: OrderItemRow[];
  payments: OrderPaymentRow[];
  createdBy: UserNameRow | null;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
}

export interface CartLotPreviewRow {
  lotId: string;
  actionId: string;
  quantity: number;
  batchExpiry: string;
  isOpened: boolean;
}

export interface CartSummaryLineRow {
  productId: string;
  name: string;
  skuCode: string | null;
  quantity: number;
  unitPrice: number;
  isTaxInclusive: boolean;
  taxRate: number;
  subTotal: number;
  discount: number;
  tax: number;
  totalPrice: number;
  availableQuantity: number;
  lots: CartLotPreviewRow[];
}

export interface CartSummaryRow extends OrderAmounts {
  total: number;
  shippingDiscount: number;
  discountCodeRefusal: string | null;
  lines: CartSummaryLineRow[];
  discounts: CartDiscountRow[];
  integrations: CartIntegrationRow[];
}

/** A discount applied to a cart or an order. */
export interface CartDiscountRow {
  discountId: string;
  title: string;
  code: string | null;
  scope: DiscountScope;
  amount: number;
}

/** What one tax-authority integration charges on a cart (its fee, in the pricing's integrationCharges). */
export interface CartIntegrationRow {
  name: string;
  amount: number;
}

export interface PosProductRow {
  id: string;
  name: string;
  skuCode: string | null;
  gtin: string | null;
  uomFactor: number;
  sellingUnit: string;
  unitPrice: number;
  isTaxInclusive: boolean;
  taxRate: number;
  availableQuantity: number;
}

export interface PosLotRow {
  id: string;
  actionId: string;
  quantity: number;
  batchExpiry: string;
  isOpened: boolean;
}

export interface PosScanResultRow {
  product: PosProductRow;
  lot: PosLotRow | null;
}
