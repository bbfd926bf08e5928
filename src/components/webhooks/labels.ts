// Words for webhook kinds and states, shared by the settings page's components.
import type { EventType } from "~/server/models/event";
import type { WebhookEndpoint } from "~/server/models/webhook";

export const EVENT_LABELS: Record<EventType, string> = {
  "report.completed": "A report is completed",
  "inspection.verdict_flagged": "An inspection is marked advisory or fail",
  "agreement.signed": "A hirer signs an agreement",
  "agreement.closed": "An agreement is closed",
  "licence.checked": "A driving licence is checked",
  "vehicle.created": "A vehicle joins the fleet",
  "customer.created": "A customer is added",
  "credits.purchased": "A credit purchase is paid",
  "damage_charge.sent": "A damage charge is sent to the hirer",
  "damage_charge.accepted": "A hirer accepts a damage charge",
  "damage_charge.disputed": "A hirer disputes a damage charge",
  "damage_charge.collected": "A damage charge is collected",
};

/** An event kind as staff read it; its code appears only in the endpoint form's picker. */
export const eventLabel = (kind: string) =>
  kind === "*" ? "All events" : (EVENT_LABELS[kind as EventType] ?? "An event");

export function endpointState(endpoint: WebhookEndpoint): {
  label: string;
  tone: "ok" | "off" | "bad";
} {
  if (endpoint.enabled) return { label: "Enabled", tone: "ok" };
  if (endpoint.disabled_reason === "gone")
    return { label: "Disabled: the receiver answered 410 Gone", tone: "bad" };
  if (endpoint.disabled_reason === "failing")
    return { label: "Disabled: failing for 5 days", tone: "bad" };
  return { label: "Disabled", tone: "off" };
}

/**
 * The URL's refusal as a sentence. An address on this machine or a private network is refused
 * unless the server allows it, so the sentence says how (development allows it by default).
 */
export function urlRefusal(detail: string | undefined): string | undefined {
  if (!detail) return undefined;
  if (/loopback or private/i.test(detail))
    return "Kerbside does not send to this computer (localhost) or a private network address. To allow it, start the server with WEBHOOK_ALLOW_PRIVATE_URLS=true.";
  if (/must be an https URL/i.test(detail)) return "Use an https:// address.";
  return detail;
}
