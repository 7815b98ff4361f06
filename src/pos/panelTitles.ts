// The till's side panels (one open at a time) and the titles of their drawers.
export type PanelName = "instructions" | "hold" | "held" | "bulk" | "checkout" | "discounts" | "partners" | "delivery" | "lostSale" | "orderReturn";

export const PANEL_TITLES: Record<PanelName, string> = {
  instructions: "Special instructions",
  hold: "Hold order",
  held: "Held orders",
  bulk: "Bulk cart items",
  checkout: "Checkout",
  discounts: "Discounts",
  partners: "Partners",
  delivery: "Delivery",
  lostSale: "Lost sale",
  orderReturn: "Order return",
};
