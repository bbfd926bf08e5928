// A hirer's changes for the activity log. Their personal data is named, never copied: the
// log is append-only, and it goes when they are deleted (UK GDPR), which a copy would not.
import { toCustomer, type CustomerWithCheck } from "../../models/customer";
import { changesBetween, type ActivityChange } from "../activity/changes";

const PERSONAL = ["name", "email", "phone", "date_of_birth", "licence_number", "address", "notes"];

export function customerChanges(
  before: CustomerWithCheck | null,
  after: CustomerWithCheck,
): ActivityChange[] {
  // The latest licence check is its own object (licence_check.created).
  const { licence_check: _check, ...now } = toCustomer(after);
  const was = before ? toCustomer(before) : {};
  return changesBetween(was, now, { secret: PERSONAL });
}
