// Which webhook URLs and addresses may be called (API contract, section 9). Checked on
// the URL at create and update, and on every resolved address at each attempt, so a name
// that later resolves to a private address is still caught.
import ipaddr from "ipaddr.js";

type Cidr = [ipaddr.IPv4 | ipaddr.IPv6, number];
const cidrs = (list: string[]): Cidr[] => list.map((c) => ipaddr.parseCIDR(c));

// Link-local, cloud metadata, unspecified, multicast, broadcast: refused whatever the setting.
const NEVER = cidrs([
  "169.254.0.0/16",
  "0.0.0.0/32",
  "224.0.0.0/4",
  "255.255.255.255/32",
  "fe80::/10",
  "fd00:ec2::254/128",
  "::/128",
  "ff00::/8",
]);
// Loopback and private: only with WEBHOOK_ALLOW_PRIVATE_URLS=true.
const PRIVATE = cidrs([
  "127.0.0.0/8",
  "10.0.0.0/8",
  "172.16.0.0/12",
  "192.168.0.0/16",
  "100.64.0.0/10",
  "::1/128",
  "fc00::/7",
]);

function within(address: ipaddr.IPv4 | ipaddr.IPv6, list: Cidr[]): boolean {
  return list.some(
    ([range, bits]) => range.kind() === address.kind() && address.match([range, bits] as never),
  );
}

/** Why `address` may not be called, or null when it may. IPv4-mapped IPv6 is judged as the IPv4 address. */
export function addressProblem(address: string, allowPrivate: boolean): string | null {
  if (!ipaddr.isValid(address)) return "is not an IP address";
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (within(parsed, NEVER))
    return "points at a link-local, metadata, unspecified, multicast or broadcast address, which is never allowed";
  if (!allowPrivate && within(parsed, PRIVATE)) return "points at a loopback or private address";
  return null;
}

/** The literal IP of a URL's host (brackets removed), or null for a name. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.replace(/^\[|\]$/g, "");
  return ipaddr.isValid(bare) ? bare : null;
}

/** Why `raw` may not be a webhook URL, or null when it may (addresses are checked again after DNS at each attempt). */
export function urlProblem(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "must be an absolute URL";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return allowPrivate ? "must be an http or https URL" : "must be an https URL";
  }
  if (url.username || url.password) return "must not contain a user name or password";
  if (!url.hostname) return "must name a host";
  // The address before the scheme: `http://localhost` is refused for where it points, which
  // WEBHOOK_ALLOW_PRIVATE_URLS can change, not for its plain http.
  const literal = literalAddress(url.hostname);
  const problem = literal
    ? addressProblem(literal, allowPrivate)
    : !allowPrivate && (url.hostname === "localhost" || url.hostname.endsWith(".localhost"))
      ? "points at a loopback or private address"
      : null;
  if (problem) return problem;
  if (url.protocol === "http:" && !allowPrivate) return "must be an https URL";
  return null;
}
