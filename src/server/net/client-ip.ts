// The caller's address: the socket's, or X-Forwarded-For's only when the operator
// listed the proxies in front of us (TRUSTED_PROXIES). Next.js does not expose the
// socket, so our server entry passes it in the x-kerbside-peer header it sets itself.
import { env } from "~/env";
import { ipInList } from "./ip-list";

export const PEER_HEADER = "x-kerbside-peer";

export function clientIpFromHeaders(headers: Headers): string {
  const peer = headers.get(PEER_HEADER) ?? "127.0.0.1";
  if (env.TRUSTED_PROXIES.length === 0 || !ipInList(peer, env.TRUSTED_PROXIES)) return peer;
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  // Walk from the nearest hop back, skipping our own proxies.
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const hop = forwarded[i]!;
    if (!ipInList(hop, env.TRUSTED_PROXIES)) return hop;
  }
  return forwarded[0] ?? peer;
}
