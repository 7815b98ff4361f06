// Prints a session's X-Out report without leaving the screen (printInHiddenFrame; the page's document title is
// 'X-Out Report').
import { printInHiddenFrame } from "./printInHiddenFrame";

export const XOUT_FRAME_MESSAGE = "xout-report:printed";
const xOutLink = (sessionId: string) => `/invoice/x-out/${encodeURIComponent(sessionId)}`;

export function printXOutReport(sessionId: string): void {
  printInHiddenFrame({
    url: xOutLink(sessionId),
    title: "X-Out Report",
    testId: "xout-frame",
    paperWidth: "56mm",
    onMessage: (data) => {
      const message = data as { type?: unknown; sessionId?: unknown } | null;
      return message?.type === XOUT_FRAME_MESSAGE && message.sessionId === sessionId;
    },
  });
}
