// The key every per-visitor limit counts by (logins, forms, live streams): the address itself for
// IPv4, the /64 network for IPv6, since one subscriber is handed a whole /64 and could otherwise
// draw a fresh budget from each of its 2^64 addresses.
import { isIP } from "node:net";

/** IPv6 clients are rate-limited by their network: one subscriber usually holds a whole /64. */
const IPV6_CLIENT_PREFIX_BITS = 64;

export function clientKey(address: string | undefined): string {
  if (!address) return "unknown";
  const bare = address.replace(/%.*$/, ""); // a zone index (fe80::1%eth0) names a local interface, not a client
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1];
  if (isIP(bare) !== 6) return bare;
  const groups = expandIpv6(bare);
  const kept = IPV6_CLIENT_PREFIX_BITS / 16;
  return `${groups.slice(0, kept).join(":")}::/${IPV6_CLIENT_PREFIX_BITS}`;
}

/** Eight groups, each as 16-bit lower-case hex without leading zeros ("::" and a dotted tail expanded). */
function expandIpv6(address: string): string[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = text.slice(0, dotted.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16).toString(16));
}
