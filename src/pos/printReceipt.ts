// The till prints through the receipt printer of src/print (h-print's printOrderReceipt). Until that module is
// merged this stand-in loads the receipt route in a hidden frame and prints it the same way.
export function printOrderReceipt(orderId: string): void {
  const frame = document.createElement("iframe");
  frame.setAttribute("aria-hidden", "true");
  frame.dataset.testid = "pos-receipt-frame";
  frame.style.cssText = "position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden";
  frame.src = `/invoice/order-receipt/${encodeURIComponent(orderId)}`;
  document.body.appendChild(frame);
  setTimeout(() => frame.remove(), 60_000);
}
