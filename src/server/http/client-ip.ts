// The caller's address: the socket's, or X-Forwarded-For's only when the operator
// listed the proxies in front of us (TRUSTED_PROXIES). Next.js does not expose the
// socket, so our server entry passes it in the x-kerbside-peer header it sets itself.
import ipaddr from "ipaddr.js";
import { env } from "~/env";

export const PEER_HEADER = "x-kerbside-peer";

function parse(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  try {
    const addr = ipaddr.parse(ip.trim());
    return addr.kind() === "ipv6" && (addr as ipaddr.IPv6).isIPv4MappedAddress() ? (addr as ipaddr.IPv6).toIPv4Address() : addr;
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
      return single !== null && single.kind() === addr.kind() && single.toNormalizedString() === addr.toNormalizedString();
    } catch {
      return false;
    }
  });
}

export function clientIpFromHeaders(headers: Headers): string {
  const peer = headers.get(PEER_HEADER) ?? "127.0.0.1";
  if (env.TRUSTED_PROXIES.length === 0 || !ipInList(peer, env.TRUSTED_PROXIES)) return peer;
  const forwarded = (headers.get("x-forwarded-for") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  // Walk from the nearest hop back, skipping our own proxies.
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const hop = forwarded[i]!;
    if (!ipInList(hop, env.TRUSTED_PROXIES)) return hop;
  }
  return forwarded[0] ?? peer;
}
