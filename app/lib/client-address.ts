import { isIPv4, isIPv6 } from "node:net";

// One client, one key. An IPv4 address is one household or office; an IPv6 client normally holds a whole
// /64 and can use a new address for every request, so per-address limits count the network instead.

/** The address's eight 16-bit groups, or null when it is not IPv6. */
function ipv6Groups(address: string): number[] | null {
  let text = address.replace(/%.*$/, ""); // a zone index names an interface, not a client
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4Tail) {
    const [a, b, c, d] = v4Tail[1].split(".").map(Number);
    text = `${text.slice(0, -v4Tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail, ...more] = text.split("::");
  if (more.length > 0) return null;
  const part = (s: string | undefined) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...right];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/**
 * The key rate limits and connection caps count a client under: an IPv4 address whole (also when written
 * as IPv4-mapped IPv6), an IPv6 address by its first `ipv6PrefixBits` bits (a /64 by default), written as
 * `network/bits`. Anything else is used as it is.
 */
export function clientKey(address: string | undefined, ipv6PrefixBits = 64): string {
  if (!address) return "unknown";
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return `${groups[6] >> 8}.${groups[6] & 0xff}.${groups[7] >> 8}.${groups[7] & 0xff}`;
  const bits = Math.max(0, Math.min(128, ipv6PrefixBits));
  const masked = groups.map((g, i) => {
    const keep = Math.max(0, Math.min(16, bits - i * 16));
    return keep === 0 ? 0 : g & (0xffff << (16 - keep)) & 0xffff;
  });
  return `${masked.map((g) => g.toString(16)).join(":")}/${bits}`;
}
