import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddressOf } from "../../../server/http/clientAddress";

const socket = { socket: { remoteAddress: "10.0.0.1" } } as IncomingMessage;
const headers = (forwardedFor?: string) => ({ get: (name: string) => (name === "x-forwarded-for" ? forwardedFor ?? null : null) });

describe("the client address (TRUST_PROXY=N)", () => {
  it("ignores X-Forwarded-For without trusted proxies", () => {
    expect(clientAddressOf(socket, headers("198.51.100.7"), 0)).toBe("10.0.0.1");
  });

  it("takes the entry our one proxy wrote (the right-most), not what the client sent", () => {
    expect(clientAddressOf(socket, headers("203.0.113.5"), 1)).toBe("203.0.113.5");
    expect(clientAddressOf(socket, headers("198.51.100.7, 1.2.3.4, 203.0.113.5"), 1)).toBe("203.0.113.5");
  });

  it("with two proxies takes the second entry from the right (the first proxy's view of the client)", () => {
    expect(clientAddressOf(socket, headers("198.51.100.7, 203.0.113.5, 10.0.0.2"), 2)).toBe("203.0.113.5");
    expect(clientAddressOf(socket, headers("203.0.113.5, 10.0.0.2"), 2)).toBe("203.0.113.5");
    // fewer entries than proxies: the farthest one seen
    expect(clientAddressOf(socket, headers("203.0.113.5"), 2)).toBe("203.0.113.5");
  });

  it("falls back to the socket's address when the header is missing or its entry is not an address", () => {
    expect(clientAddressOf(socket, headers(), 1)).toBe("10.0.0.1");
    expect(clientAddressOf(socket, headers("1.2.3.4, not-an-address"), 1)).toBe("10.0.0.1");
    expect(clientAddressOf(socket, headers("2001:db8::1"), 1)).toBe("2001:db8::1");
  });
});
