// Human words for the report vocabulary (types, statuses, verdicts, damage), shared by
// every report screen so the same thing is always called the same.
import type { DamageSeverity, DamageType } from "~/server/models/damage-words";
import type { DamageChange } from "~/server/models/inspection";

export const REPORT_TYPES = {
  outbound: {
    label: "Outbound",
    hint: "Check-out: the vehicle's condition as it leaves with a hirer.",
  },
  inbound: {
    label: "Inbound",
    hint: "Check-in on return, compared with the last outbound report.",
  },
  general: { label: "General", hint: "A routine condition check, not tied to a hire." },
  mid_term: {
    label: "Mid-term",
    hint: "A check during a long hire, while the hirer still has it.",
  },
  pickup: { label: "Pickup", hint: "Collecting the vehicle from a customer or another site." },
  dropoff: { label: "Drop-off", hint: "Delivering the vehicle to a customer or another site." },
  pre_purchase: { label: "Pre-purchase", hint: "Before buying a vehicle into the fleet." },
  post_wash: { label: "Post-wash", hint: "After valeting, when damage is easiest to see." },
} as const;
export type ReportType = keyof typeof REPORT_TYPES;
export const REPORT_TYPE_KEYS = Object.keys(REPORT_TYPES) as ReportType[];

export const REPORT_STATUSES = {
  draft: { label: "Draft", tone: "amber" },
  completed: { label: "Completed", tone: "blue" },
  signed_off: { label: "Signed off", tone: "green" },
  cancelled: { label: "Cancelled", tone: "slate" },
} as const;
export type ReportStatus = keyof typeof REPORT_STATUSES;
export const REPORT_STATUS_KEYS = Object.keys(REPORT_STATUSES) as ReportStatus[];

export const VERDICTS = {
  pass: { label: "Pass", hint: "No problem found" },
  advisory: { label: "Advisory", hint: "Worth watching, not urgent" },
  fail: { label: "Fail", hint: "Needs repair before the next hire" },
} as const;
export type Verdict = keyof typeof VERDICTS;
export const VERDICT_KEYS = Object.keys(VERDICTS) as Verdict[];

export const DAMAGE_TYPE_LABELS: Record<DamageType, string> = {
  scratch: "Scratch",
  dent: "Dent",
  crack: "Crack",
  chip: "Chip",
  scuff: "Scuff",
  missing: "Missing part",
  other: "Other",
};

export const SEVERITY_LABELS: Record<DamageSeverity, string> = {
  minor: "Minor",
  moderate: "Moderate",
  severe: "Severe",
};

export const labelOf = <T extends Record<string, { label: string } | string>>(
  table: T,
  key: string | null | undefined,
): string => {
  if (!key) return "";
  const entry = (table as Record<string, { label: string } | string>)[key];
  if (!entry) return key.replace(/_/g, " ");
  return typeof entry === "string" ? entry : entry.label;
};

/** How a check-in's damage compares with the check-out (`change`). */
export const CHANGE_LABELS: Record<DamageChange, string> = {
  existing: "Still there",
  worse: "Worse",
  repaired: "Repaired",
  new: "New",
};
