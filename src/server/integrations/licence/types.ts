// The licence service interface: one `check` whatever answers it (DVLA's Access to
// Driver Data, or the sandbox). Providers answer our LicenceRecord, or throw AppError:
// share_code_invalid (422) or licence_service_unavailable (502).
import type { LicenceRecord } from "../../models/licence-check";

export type LicenceCheckRequest = {
  licenceNumber: string;
  /** The driver's GOV.UK share code; used for this one call, never stored or logged. */
  shareCode: string;
};

export interface LicenceProvider {
  readonly name: string;
  check(request: LicenceCheckRequest): Promise<LicenceRecord>;
}
