// Addresses against lists of addresses and CIDR ranges (the API's IP allow-list, trusted
// proxies). IPv4-mapped IPv6 addresses count as the IPv4 address they carry.
import ipaddr from "ipaddr.js";

function parse(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  try {
    const addr = ipaddr.parse(ip.trim());
    return addr.kind() === "ipv6" && (addr as ipaddr.IPv6).isIPv4MappedAddress()
      ? (addr as ipaddr.IPv6).toIPv4Address()
      : addr;
  } catch {
    return null;
  }
}

/** True when `ip` matches one of `ranges` (single addresses or CIDR). */
export function ipInList(ip: string, ranges: readonly string[]): boolean {
  const addr = parse(ip);
  if (!addr) return false;
  return ranges.some((range) => {
    try {
      if (range.includes("/")) {
        const [net, bits] = ipaddr.parseCIDR(range.trim());
        return addr.kind() === net.kind() && addr.match([net, bits]);
      }
      const single = parse(range);
      return (
        single !== null &&
        single.kind() === addr.kind() &&
        single.toNormalizedString() === addr.toNormalizedString()
      );
    } catch {
      return false;
    }
  });
}
