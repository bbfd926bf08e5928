// What each field of an activity row is called and how its value reads, by field name, with
// the few names that mean something else on one object type (a ticket's `status`, an
// inspection's `verdict`) given per type. A field not listed reads by its name and value.
import { AGREEMENT_STATUS_LABELS, vehicleName } from "~/components/agreements/labels";
import { PURCHASE_STATUS_LABELS } from "~/components/billing/purchase-status";
import {
  CHANGE_LABELS,
  DAMAGE_TYPE_LABELS,
  REPORT_STATUSES,
  REPORT_TYPES,
  SEVERITY_LABELS,
  VERDICTS,
  labelOf,
} from "~/components/reports/labels";
import {
  PRIORITY_LABELS,
  STATUS_LABELS as TICKET_STATUS_LABELS,
} from "~/components/tickets/labels";
import { BODY_TYPE_LABELS, VEHICLE_STATUS_LABELS } from "~/components/vehicles/due";
import { EVENT_LABELS } from "~/components/webhooks/labels";
import type { ActivityObjectType } from "~/server/models/activity-words";
import { zoneLabel } from "~/server/models/damage-diagram";
import type { HireWarningCode } from "~/server/models/hire-warning";
import { LICENCE_OUTCOMES, licenceOutcomeLabel } from "~/server/models/licence-words";
import {
  FINE_KIND_LABELS,
  FINE_MATCH_LABELS,
  FINE_STATUS_LABELS,
} from "~/server/models/fine-words";
import { ROLE_LABELS } from "~/server/services/permissions";
import {
  added,
  amount,
  counted,
  day,
  fingerprint,
  humanize,
  instant,
  label,
  list,
  money,
  percent,
  plain,
  text,
  vrm,
  yesNo,
  type Format,
  type Shown,
} from "./value-words";

export type FieldWords = { label: string; format?: Format };

const shown = (t: string): Shown => ({ text: t, empty: false });
const labels = (table: Record<string, { label: string }>) =>
  Object.fromEntries(Object.entries(table).map(([k, v]) => [k, v.label]));
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === "string" ? v : "");

/** Why a hire was stopped or warned about (the hire gate's codes). */
export const WARNING_LABELS: Record<HireWarningCode, string> = {
  mot_expired: "MOT expired",
  untaxed: "Not taxed",
  not_insured: "Not insured",
  licence_invalid: "Licence not valid for hire",
  licence_points: "Penalty points on the licence",
  licence_not_checked: "Licence not checked",
};

const warning: Format = (v) =>
  isObject(v) && typeof v.message === "string"
    ? shown(v.message)
    : isObject(v) && typeof v.code === "string"
      ? label(WARNING_LABELS)(v.code)
      : label(WARNING_LABELS)(v);

const OUTCOME_LABELS = Object.fromEntries(
  LICENCE_OUTCOMES.map((o) => [o, licenceOutcomeLabel(o, null)]),
);

/** `AB12 CDE, Ford Transit` from a vehicle summary. */
const vehicle: Format = (v) =>
  isObject(v) && typeof v.vrm === "string"
    ? shown(
        [
          v.vrm ? vrm(v.vrm).text : "",
          v.make || v.model
            ? vehicleName({ make: str(v.make) || null, model: str(v.model) || null })
            : "",
        ]
          .filter(Boolean)
          .join(", "),
      )
    : plain(v);

/** `Standard terms (version 2)`. */
const terms: Format = (v) =>
  isObject(v) && typeof v.name === "string"
    ? shown(typeof v.version === "number" ? `${v.name} (version ${v.version})` : v.name)
    : plain(v);

const insurance: Format = (v) =>
  isObject(v)
    ? label({ insured: "Insured", not_insured: "Not insured", unknown: "Unknown" })(v.status)
    : plain(v);

/** `Scratch, minor, Rear bumper (new)`. */
const damage: Format = (v) => {
  if (!isObject(v)) return v === null ? { text: "none", empty: true } : plain(v);
  const change = str(v.change);
  return shown(
    [
      labelOf(DAMAGE_TYPE_LABELS, str(v.type)),
      labelOf(SEVERITY_LABELS, str(v.severity)).toLowerCase(),
      zoneLabel("car", str(v.zone)),
    ]
      .filter(Boolean)
      .join(", ") + (change ? ` (${labelOf(CHANGE_LABELS, change).toLowerCase()})` : ""),
  );
};

/** `Front left tyre: 6 mm, 32 psi`. */
const tyre: Format = (v) => {
  if (!isObject(v)) return plain(v);
  const readings = [
    typeof v.tread_depth_mm === "number" ? `${v.tread_depth_mm} mm` : "",
    typeof v.pressure_psi === "number" ? `${v.pressure_psi} psi` : "",
  ].filter(Boolean);
  return shown(`${humanize(str(v.position))} tyre: ${readings.join(", ") || "not measured"}`);
};

/** `Mar 2019` from `2019-03`. */
const month: Format = (v) =>
  typeof v === "string" && /^\d{4}-\d{2}$/.test(v)
    ? shown(day(`${v}-01`).text.replace(/^1 /, ""))
    : plain(v);

const credits = counted("credit");
const events = list({
  item: (v) => (v === "*" ? shown("All events") : label(EVENT_LABELS)(v)),
  one: "event",
  few: 2,
});

/** The words for every field the services record, whatever the object. */
export const FIELDS: Record<string, FieldWords> = {
  // Agreements
  reference: { label: "Reference" },
  customer: { label: "Hirer" },
  customer_id: { label: "Hirer" },
  vehicle: { label: "Vehicle", format: vehicle },
  vehicle_id: { label: "Vehicle" },
  terms: { label: "Terms", format: terms },
  starts_at: { label: "Starts", format: instant },
  ends_at: { label: "Ends", format: instant },
  rental_days: { label: "Length of hire", format: counted("day") },
  daily_rate_pence: { label: "Daily rate", format: money },
  total_pence: { label: "Total", format: money },
  deposit_pence: { label: "Deposit", format: money },
  excess_pence: { label: "Insurance excess", format: money },
  mileage_allowance_per_day: {
    label: "Mileage allowance",
    format: (v) =>
      v === null
        ? shown("Unlimited")
        : typeof v === "number"
          ? shown(`${amount(v).text} miles a day`)
          : plain(v),
  },
  sent_at: { label: "Sent", format: instant },
  signing_expires_at: { label: "Signing link expires", format: instant },
  viewed_at: { label: "Opened by the hirer", format: instant },
  signed_at: { label: "Signed", format: instant },
  signature: { label: "Signature" },
  signing_link: { label: "Signing link" },
  document_sha256: { label: "Signed PDF fingerprint", format: fingerprint },
  handed_over_at: { label: "Handed over", format: instant },
  start_odometer: { label: "Mileage at handover", format: amount },
  outbound_report_id: { label: "Outbound report" },
  closed_at: { label: "Closed", format: instant },
  end_odometer: { label: "Mileage at return", format: amount },
  return_notes: { label: "Return notes", format: text },
  inbound_report_id: { label: "Inbound report" },
  cancelled_at: { label: "Cancelled", format: instant },
  handover_override_reason: { label: "Reason for handing over anyway", format: text },
  override_reason: { label: "Reason for handing over anyway", format: text },
  warnings: { label: "Warnings", format: list({ item: warning, one: "warning" }) },
  overridden_warnings: {
    label: "Warnings overridden",
    format: list({ item: warning, one: "warning" }),
  },
  // Reports
  credits_charged: { label: "Credits charged", format: credits },
  type: { label: "Type", format: label(labels(REPORT_TYPES)) },
  agreement_id: { label: "Agreement" },
  odometer: { label: "Mileage", format: amount },
  odometer_unit: { label: "Mileage in", format: label({ mi: "Miles", km: "Kilometres" }) },
  fuel_level: { label: "Fuel", format: percent },
  charge_level: { label: "Battery charge", format: percent },
  tyre_readings: { label: "Tyres", format: list({ item: tyre, one: "tyre reading", few: 2 }) },
  notes: { label: "Notes", format: text },
  completed_at: { label: "Completed", format: instant },
  signed_off_at: { label: "Signed off", format: instant },
  signed_by_name: { label: "Signed by", format: text },
  customer_signed_name: { label: "Hirer's name" },
  customer_signature: { label: "Hirer's signature" },
  pdf_url: { label: "PDF", format: (v) => (v ? shown("ready") : plain(v)) },
  pdf_sha256: { label: "PDF fingerprint", format: fingerprint },
  share_link: { label: "Share link" },
  share_expires_at: { label: "Share link expires", format: instant },
  hirer_link: { label: "Hirer's inspection link" },
  hirer_link_expires_at: { label: "Hirer's link works until", format: instant },
  // Inspections and photos
  area: { label: "Area", format: text },
  position: { label: "Place on the checklist" },
  damage: { label: "Damage", format: damage },
  media_count: { label: "Photos", format: counted("photo") },
  caption: { label: "Caption", format: text },
  // Hirers (their values are never copied) and licence checks
  name: { label: "Name", format: text },
  email: { label: "Email", format: text },
  phone: { label: "Phone" },
  date_of_birth: { label: "Date of birth", format: day },
  licence_number: { label: "Licence number" },
  address: { label: "Address" },
  outcome: { label: "Result", format: label(OUTCOME_LABELS) },
  // Vehicles
  vrm: { label: "Registration", format: vrm },
  make: { label: "Make", format: text },
  model: { label: "Model", format: text },
  colour: { label: "Colour", format: text },
  fuel_type: { label: "Fuel type", format: text },
  body_type: { label: "Body type", format: label(BODY_TYPE_LABELS) },
  year_of_manufacture: { label: "Year of manufacture" },
  month_of_first_registration: { label: "First registered", format: month },
  engine_capacity_cc: { label: "Engine size", format: counted("cc", "cc") },
  co2_emissions_g_km: { label: "CO₂ emissions", format: counted("g/km", "g/km") },
  tax_status: { label: "Tax", format: text },
  tax_due_date: { label: "Tax due", format: day },
  mot_status: { label: "MOT", format: text },
  mot_valid_until: { label: "MOT valid until", format: day },
  mot_tests: { label: "MOT history", format: list({ one: "test", few: 0 }) },
  insurance: { label: "Insurance", format: insurance },
  registry_checked_at: { label: "Checked with the registry", format: instant },
  fleet_number: { label: "Fleet number", format: text },
  nickname: { label: "Nickname", format: text },
  archived: { label: "Archived", format: yesNo },
  // The company, its API access and billing
  country: { label: "Country", format: label({ GB: "United Kingdom" }) },
  vat_number: { label: "VAT number", format: text },
  address_line1: { label: "Address line 1", format: text },
  address_line2: { label: "Address line 2", format: text },
  city: { label: "Town or city", format: text },
  postcode: { label: "Postcode", format: text },
  contact_email: { label: "Contact email", format: text },
  contact_phone: { label: "Contact phone", format: text },
  has_logo: { label: "Logo", format: yesNo },
  logo: { label: "Logo" },
  credit_balance: { label: "Credit balance", format: credits },
  require_two_step: { label: "Two-step sign-in required", format: yesNo },
  ip_allow_list: {
    label: "Allowed IP addresses",
    format: list({ one: "address", many: "addresses", emptyText: "any address" }),
  },
  rate_limit_per_minute: {
    label: "Rate limit",
    format: counted("request a minute", "requests a minute"),
  },
  api_key: { label: "API key" },
  test_api_key: { label: "Test API key" },
  low_balance_threshold: { label: "Low-balance warning at", format: credits },
  bundle_id: {
    label: "Bundle",
    format: (v) =>
      typeof v === "string" && /^bdl_\d+$/.test(v) ? credits(Number(v.slice(4))) : plain(v),
  },
  credits: { label: "Credits", format: credits },
  amount_pence: { label: "Amount", format: money },
  refunded_pence: { label: "Refunded", format: money },
  // Webhook endpoints
  url: { label: "URL", format: text },
  events: { label: "Events", format: events },
  description: { label: "Description", format: text },
  disabled_reason: {
    label: "Why it was turned off",
    format: label({ gone: "The receiver answered 410 Gone", failing: "Failing for 5 days" }),
  },
  secret: { label: "Signing secret" },
  event_type: { label: "Test event", format: label(EVENT_LABELS) },
  event_id: { label: "Event" },
  // Team, sign-in and invitations
  role: { label: "Role", format: label(ROLE_LABELS) },
  password: { label: "Password" },
  two_step: { label: "Two-step sign-in", format: yesNo },
  recovery_codes: { label: "Recovery codes" },
  invitation_link: { label: "Invitation link" },
  expires_at: { label: "Expires", format: instant },
  // Tickets and terms
  subject: { label: "Subject", format: text },
  priority: { label: "Priority", format: label(PRIORITY_LABELS) },
  report_id: { label: "Report" },
  body: { label: "Text" },
  comment: { label: "Comment", format: added },
  version: { label: "Version" },
  is_default: { label: "Default terms", format: yesNo },
};

/** Fields whose name means something else on one kind of object. */
export const FIELDS_BY_TYPE: Partial<Record<ActivityObjectType, Record<string, FieldWords>>> = {
  agreement: {
    status: { label: "Status", format: label(AGREEMENT_STATUS_LABELS) },
    signed_by_name: { label: "Signer's name" },
  },
  report: {
    status: { label: "Status", format: label(labels(REPORT_STATUSES)) },
    verdict: { label: "Verdict", format: label({ pass: "Pass", concerns: "Concerns" }) },
  },
  inspection: { verdict: { label: "Verdict", format: label(labels(VERDICTS)) } },
  vehicle: {
    status: { label: "Status", format: label(VEHICLE_STATUS_LABELS) },
    notes: { label: "Notes", format: text },
  },
  purchase: { status: { label: "Status", format: label(PURCHASE_STATUS_LABELS) } },
  ticket: {
    status: { label: "Status", format: label(TICKET_STATUS_LABELS) },
    report_id: { label: "Linked report" },
    agreement_id: { label: "Linked agreement" },
    vehicle_id: { label: "Linked vehicle" },
    customer_id: { label: "Linked hirer" },
    body: { label: "Message" },
  },
  terms: { body: { label: "Terms text" }, name: { label: "Name", format: text } },
  api_access: { enabled: { label: "API access on", format: yesNo } },
  webhook_endpoint: {
    enabled: { label: "Sending events", format: yesNo },
    // A recovery's row: from when, and how many events go once more (a list of kinds otherwise).
    since: { label: "Since", format: instant },
    events: {
      label: "Events",
      format: (v) =>
        typeof v === "number"
          ? counted("event to send again", "events to send again")(v)
          : events(v),
    },
  },
  customer: { notes: { label: "Notes" } },
  fine: {
    status: { label: "Status", format: label(FINE_STATUS_LABELS) },
    kind: { label: "Kind", format: label(FINE_KIND_LABELS) },
    match: { label: "Hire match", format: label(FINE_MATCH_LABELS) },
    reference: { label: "Issuer's reference", format: text },
    agreement_id: { label: "Hire" },
    customer_id: { label: "Hirer" },
  },
};
