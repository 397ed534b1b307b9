/**
 * Where webhooks may go (CONTRACT.md 4.7), checked when an endpoint is created or changed and again
 * before every request. `live`: https to a public host. `test`: http allowed too; loopback only with
 * `WEBHOOK_ALLOW_LOOPBACK` (local development). Never: user info, `localhost` and other local-only
 * names, or IP literals outside public unicast (private, loopback, link-local, unique-local, shared,
 * documentation, multicast, reserved), IPv4 or IPv6, including IPv4 inside IPv6 (mapped, compatible,
 * NAT64, 6to4). The WHATWG URL parser has already turned decimal, hex, octal and short IPv4 spellings
 * into dotted quads and IPv6 into its compressed form, so each literal has one spelling here.
 *
 * A public name can still resolve to a private address; Workers cannot resolve names first, and
 * their fetch does not reach private networks (`global_fetch_strictly_public` in wrangler.toml).
 */
import { parseIpv4, parseIpv6 } from "../lib/ip.ts";

export interface UrlPolicy {
  environment: "test" | "live";
  /** WEBHOOK_ALLOW_LOOPBACK; ignored for live endpoints. */
  allowLoopback: boolean;
}

type HostKind = "public" | "loopback" | "local";

/** Why `raw` may not receive webhooks under `policy`, or null when it may. */
export function urlRefusal(raw: string, policy: UrlPolicy): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "not an absolute URL";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "the scheme must be https (or http for test endpoints)";
  if (policy.environment === "live" && url.protocol !== "https:") return "live endpoints must use https";
  if (url.username !== "" || url.password !== "" || authority(raw).includes("@")) return "the URL must not carry user information";
  const host = url.hostname.toLowerCase().replace(/\.+$/, "");
  const kind = hostKind(host);
  if (kind === "public") return null;
  if (kind === "loopback" && policy.environment === "test" && policy.allowLoopback) return null;
  return kind === "loopback"
    ? `the host ${host} is a loopback address${policy.environment === "test" ? " (allowed only with WEBHOOK_ALLOW_LOOPBACK)" : ""}`
    : `the host ${host} is not a public address`;
}

export function allowLoopback(setting: string | undefined): boolean {
  return setting === "true" || setting === "1";
}

/** The authority as written (`http://@host` parses with an empty user name, which URL does not show). */
function authority(raw: string): string {
  return /^[A-Za-z][A-Za-z0-9+.-]*:[/\\]*([^/\\?#]*)/.exec(raw.trim())?.[1] ?? "";
}

const LOCAL_SUFFIXES = [".localhost", ".local", ".localdomain", ".internal", ".intranet", ".lan", ".home.arpa"];

function hostKind(host: string): HostKind {
  if (host === "") return "local";
  if (host.startsWith("[")) return ipv6Kind(host.slice(1, -1));
  const v4 = parseIpv4(host);
  if (v4 !== null) return ipv4Kind(v4);
  if (host === "localhost" || host.endsWith(".localhost")) return "loopback";
  // A single label (`intranet`, `metadata`) or a local-only suffix never names a public host.
  if (!host.includes(".") || LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix))) return "local";
  return "public";
}

/** [network, prefix length]: IPv4 blocks that are not public unicast (IANA special-purpose registry). */
const IPV4_NOT_PUBLIC: Array<[string, number]> = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // shared address space (carrier-grade NAT)
  ["169.254.0.0", 16], // link-local (cloud metadata services live here)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast (deprecated)
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
];

function inIpv4Block(address: number, network: string, prefix: number): boolean {
  const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
  return (address & mask) >>> 0 === (parseIpv4(network)! & mask) >>> 0;
}

function ipv4Kind(address: number): HostKind {
  if (inIpv4Block(address, "127.0.0.0", 8)) return "loopback";
  return IPV4_NOT_PUBLIC.some(([network, prefix]) => inIpv4Block(address, network, prefix)) ? "local" : "public";
}

function ipv6Kind(text: string): HostKind {
  const g = parseIpv6(text);
  if (g === null) return "local";
  const embedded = (hi: number, lo: number) => ipv4Kind(((hi << 16) >>> 0) + lo);
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 7) && g[7] === 1) return "loopback"; // ::1
  if (zeros(0, 5) && g[5] === 0xffff) return embedded(g[6]!, g[7]!); // ::ffff:a.b.c.d (mapped)
  if (zeros(0, 6)) return zeros(6, 8) ? "local" : embedded(g[6]!, g[7]!); // :: and ::a.b.c.d (compatible)
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return embedded(g[6]!, g[7]!); // 64:ff9b::/96 NAT64
  if (g[0] === 0x2002) return embedded(g[1]!, g[2]!); // 6to4
  if (g[0] === 0x2001 && g[1]! < 0x200) return "local"; // 2001::/23 IETF protocol assignments (Teredo, ORCHID, ...)
  if (g[0] === 0x2001 && g[1] === 0xdb8) return "local"; // documentation
  if (g[0] === 0x3fff && g[1]! < 0x1000) return "local"; // 3fff::/20 documentation
  // Public unicast is 2000::/3; everything else (fc00::/7 unique-local, fe80::/10 link-local,
  // fec0::/10 site-local, ff00::/8 multicast, 64:ff9b:1::/48, 100::/64 discard, ...) is not.
  return (g[0]! & 0xe000) === 0x2000 ? "public" : "local";
}
