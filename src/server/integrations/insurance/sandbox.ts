// Sandbox insurance: insured or not, derived from the VRM alone (same VRM, same
// answer); about one vehicle in eight is uninsured. A SORN vehicle is never insured.
import { createHash } from "node:crypto";
import type { InsuranceProvider } from "./types";

const ALWAYS_UNINSURED = new Set(["AA19SRN"]);

export function sandboxInsurance(clock: () => Date = () => new Date()): InsuranceProvider {
  return {
    name: "sandbox",
    check(vrm) {
      const byte = createHash("sha256").update(`insurance:${vrm}`).digest()[0] ?? 0;
      const insured =
        !ALWAYS_UNINSURED.has(vrm) && (vrm.startsWith("AA19") || vrm === "L2WPS" || byte >= 32);
      return Promise.resolve({
        status: insured ? "insured" : "not_insured",
        checked_at: clock().toISOString(),
      });
    },
  };
}

/** INSURANCE_PROVIDER=none: nothing is checked, every answer is "unknown". */
export const noInsurance: InsuranceProvider = {
  name: "none",
  check: () => Promise.resolve({ status: "unknown", checked_at: null }),
};
