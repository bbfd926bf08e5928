// Words for the activity log: what happened and to what (each change: `describe-change.ts`).
import type { ActivityEntry } from "~/server/models/activity";
import { ACTIVITY_OBJECT_LABELS } from "~/server/models/activity-words";

// Actions whose name does not read as a verb before the object ("share link created").
const VERBS: Record<string, string> = {
  share_link_created: "shared",
  hirer_link_created: "sent a hirer's inspection link for",
  credits_granted: "granted credits to",
  logo_changed: "changed the logo in",
  logo_removed: "removed the logo from",
  key_regenerated: "made a new key for",
  test_key_regenerated: "made a new test key for",
  test_data_deleted: "deleted the test data of",
  allow_list_updated: "changed the allowed addresses of",
  rate_limit_changed: "changed the rate limit of",
  role_changed: "changed the role of",
  password_changed: "changed the password of",
  password_reset: "reset the password of",
  two_step_enabled: "turned on two-step sign-in for",
  two_step_disabled: "turned off two-step sign-in for",
  recovery_codes_replaced: "replaced the recovery codes of",
  signed_out_device: "signed out a device of",
  signed_out_other_devices: "signed out the other devices of",
  test_sent: "sent a test event to",
  event_resent: "resent an event to",
  secret_rotated: "replaced the signing secret of",
  recovery_started: "started recovering failed deliveries to",
  erased: "erased the personal data of",
};

/** "vehicle.signed_off" -> "Signed off"; "report.share_link_created" -> "Shared". */
export function verbOf(action: string): string {
  const name = action.split(".").at(-1) ?? action;
  const verb = VERBS[name] ?? name.replace(/_/g, " ");
  return verb.charAt(0).toUpperCase() + verb.slice(1);
}

export const objectLabel = (entry: ActivityEntry) => ACTIVITY_OBJECT_LABELS[entry.object.type];

/** The page an entry's object lives on: a photo or an inspection on its report's page. */
export function objectHref(entry: ActivityEntry): string | null {
  const { type, id, parent_id: parent } = entry.object;
  if (entry.action.endsWith(".deleted") && (type === "customer" || type === "report")) return null;
  if (type === "report" || type === "vehicle" || type === "customer" || type === "agreement")
    return `/${type}s/${id}`;
  if ((type === "inspection" || type === "media") && parent) return `/reports/${parent}`;
  if (type === "licence_check" && parent) return `/customers/${parent}`;
  if (type === "damage_charge" && !entry.action.endsWith(".deleted"))
    return `/damage-charges/${id}`;
  const settings: Partial<Record<ActivityEntry["object"]["type"], string>> = {
    company: "/settings/company",
    api_access: "/settings/api",
    webhook_endpoint: "/settings/webhooks",
    terms: "/settings/terms",
    user: "/team",
    invitation: "/team",
    purchase: "/billing",
    billing_settings: "/billing",
    damage_rate: "/settings/damage-rates",
  };
  return settings[type] ?? null;
}
