// The address failed sign-ins are counted against. x-forwarded-for can be forged by anyone, so it is read only
// when TRUST_PROXY=1 says a proxy we run sets it.
import type { IncomingMessage } from "node:http";

export function clientAddressOf(
  req: IncomingMessage | undefined,
  headers: { get(name: string): string | null },
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return req?.socket.remoteAddress ?? "unknown";
}
