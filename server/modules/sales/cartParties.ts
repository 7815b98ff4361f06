// Who a cart is for: its customer, the delivery address (one of that customer's) and the partner (the
// one named, else the customer's own), checked against the tenant (a part of the cart's one statement, cartInputs.ts).
import { sql, type SQL } from "drizzle-orm";
import type { FieldErrors } from "../../../common/validation/fieldErrors";
import { badUserInput } from "../../core/errors";

const CART_CUSTOMER_NOT_FOUND = "Customer not found.";
const CART_ADDRESS_NOT_FOUND = "This address is not one of the customer's addresses.";
const CART_PARTNER_NOT_FOUND = "Partner not found.";
const CART_PARTNER_INACTIVE = "This partner is inactive.";

export interface CartParties {
  customerId: string | null;
  addressId: string | null;
  partnerId: string | null;
}

export interface PartiesRow extends Record<string, unknown> {
  customerFound: boolean;
  customerPartnerId: string | null;
  addressFound: boolean;
  partnerStatus: string | null;
}

/** The row judgeParties reads, as SQL over the tenant and the cart's three ids (values or placeholders). */
export function partiesRow(ids: { tenantId: unknown; customerId: unknown; addressId: unknown; partnerId: unknown }): SQL {
  const { tenantId, customerId, addressId, partnerId } = ids;
  return sql`select
      exists (select 1 from customers where tenant_id = ${tenantId}::uuid and id = ${customerId}::uuid) as "customerFound",
      (select partner_id from customers where tenant_id = ${tenantId}::uuid and id = ${customerId}::uuid) as "customerPartnerId",
      exists (select 1 from customer_addresses where tenant_id = ${tenantId}::uuid and id = ${addressId}::uuid and customer_id = ${customerId}::uuid) as "addressFound",
      (select status from partners where tenant_id = ${tenantId}::uuid and id = coalesce(${partnerId}::uuid,
        (select partner_id from customers where tenant_id = ${tenantId}::uuid and id = ${customerId}::uuid))) as "partnerStatus"`;
}

/** The cart's parties as checked (BAD_USER_INPUT naming each that is not the tenant's), its partner resolved. */
export function judgeParties(cart: CartParties, row: PartiesRow): CartParties {
  const { customerId, addressId, partnerId } = cart;
  if (!customerId && !addressId && !partnerId) return cart;
  const errors: FieldErrors = {};
  if (customerId && !row.customerFound) errors.customerId = CART_CUSTOMER_NOT_FOUND;
  if (addressId && !row.addressFound) errors.addressId = CART_ADDRESS_NOT_FOUND;
  if (partnerId && row.partnerStatus === null) errors.partnerId = CART_PARTNER_NOT_FOUND;
  else if (partnerId && row.partnerStatus !== "ACTIVE") errors.partnerId = CART_PARTNER_INACTIVE;
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  // a customer's own partner counts only while that partner is active
  const ownPartner = row.customerPartnerId && row.partnerStatus === "ACTIVE" ? row.customerPartnerId : null;
  return { customerId, addressId, partnerId: partnerId ?? ownPartner };
}
