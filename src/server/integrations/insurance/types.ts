// The insurance check: one `check(vrm)` whatever answers it.
import type { Insurance } from "../../models/vehicle";

export interface InsuranceProvider {
  readonly name: string;
  check(vrm: string): Promise<Insurance>;
}
