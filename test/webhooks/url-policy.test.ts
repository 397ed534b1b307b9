import { describe, expect, it } from "vitest";
import { urlRefusal } from "../../src/webhooks/url-policy.ts";
import { REFUSED_FOR_LIVE } from "./ssrf-urls.ts";

const live = { environment: "live", allowLoopback: true } as const; // the loopback switch never applies to live
const test = { environment: "test", allowLoopback: false } as const;
const testLoopback = { environment: "test", allowLoopback: true } as const;

describe("webhook URL policy", () => {
  it.each(REFUSED_FOR_LIVE)("refuses %s for live endpoints", (url) => {
    expect(urlRefusal(url, live)).toEqual(expect.any(String));
  });

  it.each([
    "https://example.com/hook",
    "https://hooks.example.com:8443/pokerworks?x=1",
    "https://8.8.8.8/hook",
    "https://1.1.1.1/",
    "https://172.32.0.1/", // just outside 172.16.0.0/12
    "https://100.128.0.1/", // just outside 100.64.0.0/10
    "https://[2606:4700:4700::1111]/hook",
    "https://[::ffff:8.8.8.8]/hook", // mapped public address
  ])("accepts %s for live endpoints", (url) => {
    expect(urlRefusal(url, live)).toBeNull();
  });

  it("lets test endpoints use http, and loopback only with WEBHOOK_ALLOW_LOOPBACK", () => {
    expect(urlRefusal("http://example.com/hook", test)).toBeNull();
    for (const url of [
      "http://localhost:3000/hook",
      "http://127.0.0.1:3000/hook",
      "http://[::1]:3000/hook",
      "http://2130706433:3000/",
      "http://app.localhost/",
    ]) {
      expect(urlRefusal(url, test), url).toMatch(/loopback/);
      expect(urlRefusal(url, testLoopback), url).toBeNull();
      expect(urlRefusal(url.replace("http:", "https:"), live), url).not.toBeNull();
    }
    // The switch is about loopback only: private ranges, user info and other local names stay refused.
    for (const url of [
      "http://10.0.0.1/",
      "http://192.168.1.1/",
      "http://169.254.169.254/",
      "http://[fd00::1]/",
      "http://user@localhost/",
      "http://printer.local/",
    ]) {
      expect(urlRefusal(url, testLoopback), url).not.toBeNull();
    }
  });

  it("says why, without echoing user information", () => {
    expect(urlRefusal("http://example.com/", live)).toBe("live endpoints must use https");
    expect(urlRefusal("https://10.1.2.3/", live)).toBe("the host 10.1.2.3 is not a public address");
    expect(urlRefusal("https://alice:s3cret@example.com/", live)).not.toContain("s3cret");
  });
});
