// The API's IP allow-list: single IPv4/IPv6 addresses and CIDR ranges; empty means
// any address. Entries are checked strictly (four-part IPv4 only, prefix lengths in
// range) and stored in one normal form, without duplicates.
import ipaddr from "ipaddr.js";
import { AppError, type FieldError } from "../errors";

export const MAX_ALLOW_LIST_ENTRIES = 100;

/** The normal form of one entry, or null when it is not an address or range. */
export function normaliseAllowListEntry(raw: string): string | null {
  const entry = raw.trim();
  if (entry.includes("/")) {
    const v4 = ipaddr.IPv4.isValidCIDRFourPartDecimal(entry);
    if (!v4 && !(ipaddr.IPv6.isValidCIDR(entry) && !entry.includes("%"))) return null;
    const [address, bits] = ipaddr.parseCIDR(entry);
    const network =
      address.kind() === "ipv4"
        ? ipaddr.IPv4.networkAddressFromCIDR(entry)
        : ipaddr.IPv6.networkAddressFromCIDR(entry);
    return `${network.toString()}/${bits}`;
  }
  if (ipaddr.IPv4.isValidFourPartDecimal(entry)) return ipaddr.IPv4.parse(entry).toString();
  if (ipaddr.IPv6.isValid(entry) && !entry.includes("%"))
    return ipaddr.IPv6.parse(entry).toString();
  return null;
}

/** Validates and normalises a whole list, naming every entry that is not valid. */
export function normaliseAllowList(entries: readonly string[]): string[] {
  const cleaned = entries.map((e) => e.trim()).filter((e) => e !== "");
  const errors: FieldError[] = [];
  const result: string[] = [];
  cleaned.forEach((entry, index) => {
    const normal = normaliseAllowListEntry(entry);
    if (normal === null) {
      errors.push({
        pointer: `/ip_allow_list/${index}`,
        detail: `"${entry}" is not an IPv4 or IPv6 address or a CIDR range (like 203.0.113.0/24)`,
      });
    } else if (!result.includes(normal)) {
      result.push(normal);
    }
  });
  if (errors.length > 0) {
    const names = errors.map((e) => e.detail.split(" is not")[0]).join(", ");
    throw new AppError(
      "invalid_request",
      `Not an IP address or CIDR range: ${names}. Use addresses like 203.0.113.7 or 2001:db8::1, or ranges like 203.0.113.0/24.`,
      { errors },
    );
  }
  if (result.length > MAX_ALLOW_LIST_ENTRIES) {
    throw new AppError(
      "invalid_request",
      `The allow-list can hold up to ${MAX_ALLOW_LIST_ENTRIES} entries. Use CIDR ranges to cover more addresses.`,
      {
        errors: [
          { pointer: "/ip_allow_list", detail: `at most ${MAX_ALLOW_LIST_ENTRIES} entries` },
        ],
      },
    );
  }
  return result;
}
