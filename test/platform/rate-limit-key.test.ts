import { describe, expect, it } from "vitest";
import { rateLimitKey } from "../../src/lib/ip.ts";

describe("rateLimitKey: what a per-address limit counts a client as", () => {
  it("an IPv4 address as itself, also when written inside IPv6", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("::ffff:198.51.100.9")).toBe("198.51.100.9");
    // 0xc633 = 198.51, 0x6409 = 100.9
    expect(rateLimitKey("::FFFF:c633:6409")).toBe("198.51.100.9");
  });

  it("an IPv6 address as its /64, however it is spelled", () => {
    const key = "2001:db8:1:2::/64";
    for (const address of ["2001:db8:1:2::1", "2001:0db8:0001:0002:ffff:0:0:1", "2001:DB8:1:2:3:4:5:6", "2001:db8:1:2::192.0.2.1"]) {
      expect(rateLimitKey(address), address).toBe(key);
    }
    expect(rateLimitKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(rateLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
  });

  it("anything else as itself", () => {
    for (const other of ["unknown", "2001:db8:::1", "1.2.3", "999.1.1.1", ""]) expect(rateLimitKey(other), other).toBe(other);
  });
});
