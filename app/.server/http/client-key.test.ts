import { describe, expect, it } from "vitest";

import { clientKey } from "./client-key";

describe("clientKey", () => {
  it("keys an IPv4 visitor by its address, also when it arrives IPv4-mapped on an IPv6 socket", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::FFFF:203.0.113.7")).toBe("203.0.113.7");
  });

  it("keys every address of one IPv6 /64 alike, however it is written", () => {
    const key = clientKey("2001:db8:1:2::1");
    expect(key).toBe("2001:db8:1:2::/64");
    for (const same of [
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0DB8:0001:0002:0:0:0:9",
      "2001:db8:1:2:a:b:1.2.3.4",
      "2001:db8:1:2::1%eth0",
    ]) {
      expect(clientKey(same)).toBe(key);
    }
  });

  it("gives neighbouring IPv6 networks their own keys", () => {
    expect(clientKey("2001:db8:1:3::1")).not.toBe(clientKey("2001:db8:1:2::1"));
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("fe80::1")).toBe("fe80:0:0:0::/64");
  });

  it("has one key for a visitor whose address is unknown (its connection already closed)", () => {
    expect(clientKey(undefined)).toBe("unknown");
    expect(clientKey("")).toBe("unknown");
  });
});
