// The till's deal (src/pos/deal.ts): what the cart input carries for a customer, a partner, a code and a delivery,
// and how picking a customer brings their partner and drops a delivery to another customer's address.
import { describe, expect, it } from "vitest";
import { dealInput, NO_DEAL, withCustomer, type Deal } from "../../../src/pos/deal";

const corporate = { id: "p-1", name: "Lahore Corporate Health" };
const ayesha = { id: "c-1", name: "Ayesha", phoneNumber: "+923001112233", partner: corporate };
const bilal = { id: "c-2", name: "Bilal", phoneNumber: "+923214567890", partner: null };
const delivery = { addressId: "a-1", addressLine: "12-B", deliveryCharges: 150, mrNo: null, comment: "Ring twice" };

describe("the till's deal", () => {
  it("sends only what is set, and DELIVERY with its address and charges", () => {
    expect(dealInput(NO_DEAL)).toEqual({ orderType: "PICKUP" });
    const deal: Deal = { customer: ayesha, partner: corporate, discountCode: "SAVE10", delivery };
    expect(dealInput(deal)).toEqual({ orderType: "DELIVERY", customerId: "c-1", partnerId: "p-1", discountCode: "SAVE10", addressId: "a-1", deliveryCharges: 150, comment: "Ring twice" });
  });

  it("brings the customer's partner, keeps a partner picked by hand, and drops another customer's delivery", () => {
    const withAyesha = withCustomer(NO_DEAL, ayesha);
    expect(withAyesha.partner).toEqual(corporate);
    // changing to a customer without a partner drops the partner Ayesha brought
    expect(withCustomer({ ...withAyesha, delivery }, bilal)).toMatchObject({ customer: bilal, partner: null, delivery: null });
    const byHand = { ...NO_DEAL, partner: { id: "p-9", name: "Seniors" } };
    expect(withCustomer(byHand, bilal).partner).toEqual({ id: "p-9", name: "Seniors" });
    expect(withCustomer({ ...withAyesha, delivery }, ayesha).delivery).toEqual(delivery);
  });
});

describe("a held cart's deal", () => {
  it("comes back with its customer, partner and delivery, but not its code", async () => {
    const { heldDeal } = await import("../../../src/pos/deal");
    const deal = heldDeal({
      orderType: "DELIVERY",
      deliveryCharges: 150,
      mrNo: "MR-1",
      customer: { id: "c-1", name: "Ayesha", phoneNumber: "+923001112233", partner: { id: "p-1", name: "Corporate", status: "INACTIVE" } },
      partner: { id: "p-2", name: "Seniors" },
      address: { id: "a-1", line: "12-B" },
    });
    expect(deal).toEqual({
      customer: { id: "c-1", name: "Ayesha", phoneNumber: "+923001112233", partner: null },
      partner: { id: "p-2", name: "Seniors" },
      discountCode: null,
      delivery: { addressId: "a-1", addressLine: "12-B", deliveryCharges: 150, mrNo: "MR-1", comment: null },
    });
    expect(heldDeal({ orderType: "PICKUP", deliveryCharges: 0 })).toEqual(NO_DEAL);
  });
});
