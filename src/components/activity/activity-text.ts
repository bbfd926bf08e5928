// Words for the activity log: what happened, to what, and each change as "before → after".
import {
  ACTIVITY_OBJECT_LABELS,
  type ActivityChange,
  type ActivityEntry,
} from "~/server/models/activity";

const MAX_VALUE = 80;

/** How a field with no value reads. */
export const EMPTY = "empty";

/** "vehicle.signed_off" -> "Signed off". */
export function verbOf(action: string): string {
  const verb = (action.split(".").at(-1) ?? action).replace(/_/g, " ");
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
  const settings: Partial<Record<ActivityEntry["object"]["type"], string>> = {
    company: "/settings/company",
    api_access: "/settings/api",
    webhook_endpoint: "/settings/webhooks",
    terms: "/settings/terms",
    user: "/team",
    invitation: "/team",
    purchase: "/billing",
    billing_settings: "/billing",
  };
  return settings[type] ?? null;
}

const fieldLabel = (field: string) => {
  const words = field.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return EMPTY;
  if (Array.isArray(value)) return value.length === 0 ? "none" : value.map(valueText).join(", ");
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

export function changeParts(change: ActivityChange): {
  field: string;
  before: string | null;
  after: string;
} {
  if ("changed" in change)
    return { field: fieldLabel(change.field), before: null, after: "changed" };
  return {
    field: fieldLabel(change.field),
    before: valueText(change.before),
    after: valueText(change.after),
  };
}
