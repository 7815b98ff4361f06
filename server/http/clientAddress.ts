// The address failed sign-ins are counted against. x-forwarded-for can be forged by anyone: each proxy appends the
// address it saw to whatever the client sent, so only the entries our own proxies wrote can be trusted. With
// TRUST_PROXY=N (N proxies of ours in front of the server) the client is the N-th entry from the right; without
// it the header is ignored and the socket's address is the client's.
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";

export function clientAddressOf(
  req: IncomingMessage | undefined,
  headers: { get(name: string): string | null },
  trustedProxies: number,
): string {
  const socketAddress = req?.socket.remoteAddress ?? "unknown";
  if (trustedProxies <= 0) return socketAddress;
  const entries = (headers.get("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim()).filter((entry) => entry !== "");
  if (entries.length === 0) return socketAddress;
  // Fewer entries than proxies: the farthest one our proxies saw is the left-most.
  const seen = entries[Math.max(entries.length - trustedProxies, 0)];
  return isIP(seen) ? seen : socketAddress;
}
