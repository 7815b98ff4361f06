// Prints a session's X-Out report without leaving the screen: the report page is loaded in a hidden frame with
// ?print=1, prints itself once its data is on the page (document title 'X-Out Report') and posts a message back;
// the frame goes on that message, or after a minute if the page never answers.
export const XOUT_FRAME_MESSAGE = "xout-report:printed";
export const xOutLink = (sessionId: string) => `/invoice/x-out/${encodeURIComponent(sessionId)}`;
export const zReportLink = (query: { locationId: string; startDate: string; endDate: string }) => `/invoice/z-report?${new URLSearchParams(query).toString()}`;

const FRAME_TIMEOUT_MS = 60_000;

export function printXOutReport(sessionId: string): void {
  const frame = document.createElement("iframe");
  frame.title = "X-Out Report";
  frame.setAttribute("aria-hidden", "true");
  frame.dataset.testid = "xout-frame";
  Object.assign(frame.style, { position: "fixed", left: "-10000px", top: "0", width: "56mm", height: "200mm", border: "0", visibility: "hidden" });
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    window.removeEventListener("message", onMessage);
    window.clearTimeout(timer);
    window.setTimeout(() => frame.remove(), 1000);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.origin !== window.location.origin) return;
    const data = event.data as { type?: unknown; sessionId?: unknown } | null;
    if (data?.type === XOUT_FRAME_MESSAGE && data.sessionId === sessionId) finish();
  };
  const timer = window.setTimeout(finish, FRAME_TIMEOUT_MS);
  window.addEventListener("message", onMessage);
  frame.src = `${xOutLink(sessionId)}?print=1`;
  document.body.appendChild(frame);
}
