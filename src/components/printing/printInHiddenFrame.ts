// Prints a printable page without leaving the screen: the page is loaded in a hidden frame with ?print=1, prints
// itself once its data is on the page (window.print() in a frame prints only the frame) and posts a message back
// to the window that framed it. The frame goes on that message, or after a minute if the page never answers.

export interface HiddenFramePrint {
  /** The printable page's address (without ?print=1). */
  url: string;
  title: string;
  testId: string;
  /** The paper's width, so the print engine measures the real document (80mm, 56mm). */
  paperWidth: string;
  /** True for the message that answers this print; called with each same-origin message from the frame. */
  onMessage: (data: unknown) => boolean;
}

const FRAME_TIMEOUT_MS = 60_000;

export function printInHiddenFrame(print: HiddenFramePrint): void {
  const frame = document.createElement("iframe");
  frame.title = print.title;
  frame.setAttribute("aria-hidden", "true");
  frame.dataset.testid = print.testId;
  // Off screen but laid out at the paper's width.
  Object.assign(frame.style, { position: "fixed", left: "-10000px", top: "0", width: print.paperWidth, height: "200mm", border: "0", visibility: "hidden" });

  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    window.removeEventListener("message", onMessage);
    window.clearTimeout(timer);
    // Let the print dialog release the frame's document before it goes.
    window.setTimeout(() => frame.remove(), 1000);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.origin !== window.location.origin) return;
    if (print.onMessage(event.data)) finish();
  };
  const timer = window.setTimeout(finish, FRAME_TIMEOUT_MS);
  window.addEventListener("message", onMessage);
  frame.src = `${print.url}?print=1`;
  document.body.appendChild(frame);
}
