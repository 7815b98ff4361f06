// The till's GraphQL documents (CONTRACT.md "selling"); their types come from the schema through gql.tada.
import { graphql, type ResultOf } from "../graphql";

/** The register at this location (NOT_FOUND when it is elsewhere) with its OPENED session (null: not open). */
export const POS_REGISTER = graphql(`
  query PosRegister($id: ID!, $locationId: ID) {
    register: getLocationRegister(id: $id, locationId: $locationId) {
      id secondaryId name type status currency location { id name }
      currentSession { id secondaryId registerId registerName locationId status balance openedAt openedBy { id firstName lastName } }
    }
  }
`);
export type PosRegister = ResultOf<typeof POS_REGISTER>["register"];
/** The OPENED session the till sells in. */
export type PosSession = NonNullable<PosRegister["currentSession"]>;

const POS_PRODUCT_FIELDS = graphql(`
  fragment PosProductFields on PosProduct {
    id name skuCode gtin uomFactor sellingUnit unitPrice isTaxInclusive taxRate availableQuantity
  }
`);
export type PosProduct = ResultOf<typeof POS_PRODUCT_FIELDS>;

export const SCAN_POS_CODE = graphql(
  `query ScanPosCode($locationId: ID!, $code: String!) {
    scan: scanPosCode(locationId: $locationId, code: $code) {
      product { ...PosProductFields }
      lot { id actionId quantity batchExpiry isOpened }
    }
  }`,
  [POS_PRODUCT_FIELDS],
);

export const SEARCH_POS_PRODUCTS = graphql(
  `query SearchPosProducts($locationId: ID!, $search: String!, $limit: Int) {
    products: searchPosProducts(locationId: $locationId, search: $search, limit: $limit) { ...PosProductFields }
  }`,
  [POS_PRODUCT_FIELDS],
);

export const CART_SUMMARY = graphql(`
  query PosCartSummary($order: CartInput!) {
    summary: calculateCartSummary(order: $order) {
      subtotal totalDiscount tax deliveryCharges platformFee platformFeeTax posFees integrationCharges total
      integrations { name amount }
      shippingDiscount discountCodeRefusal discounts { discountId title code scope amount }
      lines {
        productId name skuCode quantity unitPrice isTaxInclusive taxRate subTotal discount tax totalPrice availableQuantity
        lots { lotId actionId quantity batchExpiry isOpened }
      }
    }
  }
`);
export type CartSummary = ResultOf<typeof CART_SUMMARY>["summary"];
export type CartSummaryLine = CartSummary["lines"][number];

export const CREATE_ORDER = graphql(`
  mutation PosCreateOrder($input: CreateOrderInput!) {
    order: createOrder(input: $input) { id secondaryId totalAmount changeDue status paymentStatus }
  }
`);

const HELD_ORDER_FIELDS = graphql(`
  fragment PosHeldOrderFields on Order {
    id secondaryId comment specialInstructions totalAmount createdAt orderType deliveryCharges mrNo
    createdBy { id firstName lastName }
    items { id productId name skuCode quantity }
    customer { id name phoneNumber partner { id name status } }
    partner { id name }
    address { id line }
  }
`);
export type HeldOrder = ResultOf<typeof HELD_ORDER_FIELDS>;

export const HOLD_ORDER = graphql(
  `mutation PosHoldOrder($order: CartInput!, $note: String) {
    order: holdOrder(order: $order, note: $note) { ...PosHeldOrderFields }
  }`,
  [HELD_ORDER_FIELDS],
);

export const HELD_ORDERS = graphql(
  `query PosHeldOrders($registerId: ID!) {
    held: getHeldOrders(registerId: $registerId) { ...PosHeldOrderFields }
  }`,
  [HELD_ORDER_FIELDS],
);

export const RESUME_HELD_ORDER = graphql(
  `mutation PosResumeHeldOrder($id: ID!) {
    order: resumeHeldOrder(id: $id) { ...PosHeldOrderFields }
  }`,
  [HELD_ORDER_FIELDS],
);
