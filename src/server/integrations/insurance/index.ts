// The insurance provider chosen by INSURANCE_PROVIDER.
import { env } from "~/env";
import { noInsurance, sandboxInsurance } from "./sandbox";
import type { InsuranceProvider } from "./types";

export type { InsuranceProvider };

let current: InsuranceProvider | undefined;

export function insuranceProvider(): InsuranceProvider {
  current ??= env.INSURANCE_PROVIDER === "none" ? noInsurance : sandboxInsurance();
  return current;
}
