// Who the till's cart is for and how it leaves the shop (issue 12): the customer, the partner, the discount code
// typed, and the delivery (address, charges, MR number, comment). Sent with the cart to the summary and the sale.
export interface DealCustomer {
  id: string;
  name: string;
  phoneNumber: string;
  partner: { id: string; name: string } | null;
}

export interface DealDelivery {
  addressId: string;
  addressLine: string;
  deliveryCharges: number;
  mrNo: string | null;
  comment: string | null;
}

export interface Deal {
  customer: DealCustomer | null;
  partner: { id: string; name: string } | null;
  discountCode: string | null;
  delivery: DealDelivery | null;
}

export const NO_DEAL: Deal = { customer: null, partner: null, discountCode: null, delivery: null };

export interface DealInput {
  orderType: "PICKUP" | "DELIVERY";
  customerId?: string;
  partnerId?: string;
  discountCode?: string;
  addressId?: string;
  deliveryCharges?: number;
  mrNo?: string;
  comment?: string;
}

/** The cart input's fields for the deal (only those set, so a plain sale's input stays as it was). */
export function dealInput(deal: Deal): DealInput {
  const input: DealInput = { orderType: deal.delivery ? "DELIVERY" : "PICKUP" };
  if (deal.customer) input.customerId = deal.customer.id;
  if (deal.partner) input.partnerId = deal.partner.id;
  if (deal.discountCode) input.discountCode = deal.discountCode;
  if (deal.delivery) {
    input.addressId = deal.delivery.addressId;
    input.deliveryCharges = deal.delivery.deliveryCharges;
    if (deal.delivery.mrNo) input.mrNo = deal.delivery.mrNo;
    if (deal.delivery.comment) input.comment = deal.delivery.comment;
  }
  return input;
}

/** A customer picked for the cart brings their partner, unless one was picked by hand. */
export function withCustomer(deal: Deal, customer: DealCustomer | null): Deal {
  const partner = customer?.partner ?? (deal.customer?.partner && deal.partner?.id === deal.customer.partner.id ? null : deal.partner);
  // a delivery goes to one of the customer's addresses: a new customer needs a new one
  return { ...deal, customer, partner, delivery: customer && deal.customer?.id === customer.id ? deal.delivery : null };
}

interface HeldDeal {
  orderType: string;
  deliveryCharges: number;
  mrNo?: string | null;
  customer?: { id: string; name: string; phoneNumber: string; partner?: { id: string; name: string; status: string } | null } | null;
  partner?: { id: string; name: string } | null;
  address?: { id: string; line: string } | null;
}

/** The deal of a held cart as it was parked (a typed code is not kept: the cashier types it again). */
export function heldDeal(held: HeldDeal): Deal {
  const customer = held.customer
    ? { id: held.customer.id, name: held.customer.name, phoneNumber: held.customer.phoneNumber, partner: held.customer.partner?.status === "ACTIVE" ? { id: held.customer.partner.id, name: held.customer.partner.name } : null }
    : null;
  const delivery =
    held.orderType === "DELIVERY" && held.address ? { addressId: held.address.id, addressLine: held.address.line, deliveryCharges: held.deliveryCharges, mrNo: held.mrNo ?? null, comment: null } : null;
  return { customer, partner: held.partner ? { id: held.partner.id, name: held.partner.name } : null, discountCode: null, delivery };
}
