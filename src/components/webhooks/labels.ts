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
};

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
