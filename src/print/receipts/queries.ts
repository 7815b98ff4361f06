// The receipt's documents: the sale with what the paper prints, and the call that records a print.
import { graphql, type ResultOf } from "../../graphql";

export const GET_ORDER_RECEIPT = graphql(`query OrderReceipt($id: ID!) {
  order: getOrder(id: $id) {
    id secondaryId status createdAt printCount fbrInvoiceId fiscalNumberIsSandbox mrNo specialInstructions
    subtotal totalDiscount tax deliveryCharges platformFee platformFeeTax posFees integrationCharges totalAmount changeDue
    location { id name address taxNumber salesTaxNumber }
    register { id name secondaryId receiptTemplate terminalTaxId }
    createdBy { id firstName lastName }
    items { id name skuCode quantity unitPrice discount tax taxRate isTaxInclusive subTotal totalPrice }
    payments { id method status amount tendered change }
    fiscalStatus integrationConfigs { type name charges apiResponseId logo }
    orderType paymentStatus productDiscount orderDiscount cardDiscount kind parentOrderNumber
    customer { id name phoneNumber email }
    address { id line }
  }
}`);

export type ReceiptOrder = ResultOf<typeof GET_ORDER_RECEIPT>["order"];

export const MARK_ORDER_PRINTED = graphql(`mutation MarkOrderPrinted($orderId: ID!) {
  order: markOrderPrinted(orderId: $orderId) { id printCount }
}`);
