/** IP address literals: parsing, shared by the webhook URL policy and the per-address rate limits. */

/** A dotted quad as an unsigned 32-bit number, or null. */
export function parseIpv4(host: string): number | null {
  const parts = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!parts) return null;
  const octets = parts.slice(1).map(Number);
  if (octets.some((o) => o > 255)) return null;
  return ((octets[0]! << 24) >>> 0) + (octets[1]! << 16) + (octets[2]! << 8) + octets[3]!;
}

/** Eight 16-bit groups, or null. Accepts `::` and a trailing dotted quad. */
export function parseIpv6(text: string): number[] | null {
  let tail: number[] = [];
  let body = text;
  const quad = /(?:^|:)(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/.exec(text);
  if (quad) {
    const v4 = parseIpv4(quad[1]!);
    if (v4 === null) return null;
    tail = [v4 >>> 16, v4 & 0xffff];
    body = text.slice(0, text.length - quad[1]!.length);
    if (body.endsWith(":") && !body.endsWith("::")) body = body.slice(0, -1);
  }
  const halves = body.split("::");
  if (halves.length > 2) return null;
  const groups = (part: string) =>
    part === "" ? [] : part.split(":").map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? Number.parseInt(g, 16) : Number.NaN));
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  const known = head.length + rest.length + tail.length;
  if ([...head, ...rest].some(Number.isNaN) || known > 8 || (halves.length === 1 && known !== 8)) return null;
  return [...head, ...new Array(8 - known).fill(0), ...rest, ...tail];
}

/**
 * The key a per-address limit counts a client under: an IPv4 address as itself (also when written
 * inside IPv6, `::ffff:a.b.c.d`), an IPv6 address as its /64 (`2001:db8:1:2::/64`). One IPv6 host or
 * home is normally given a whole /64 and can send from any of its 2^64 addresses, so counting each
 * address alone would let one client multiply any limit at will. Anything unparseable counts as
 * itself.
 */
export function rateLimitKey(address: string): string {
  if (parseIpv4(address) !== null) return address;
  const groups = parseIpv6(address.toLowerCase());
  if (groups === null) return address;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
