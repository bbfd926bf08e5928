// The event catalogue (GET /event-types, contract section 8): each kind of section 9 with what
// fires it, the JSON Schema of its `data.object` (generated from the model the API answers
// with) and an example webhook body.
import { z } from "zod";
import { Event, EVENT_TYPES, type EventType } from "./event";

export const EVENT_DESCRIPTIONS: Record<EventType, string> = {
  "report.completed": "A report is completed. `data.object` is the report.",
  "inspection.verdict_flagged":
    "An inspection's verdict is set to `advisory` or `fail`. `data.object` is the inspection.",
  "agreement.signed": "The hirer signs an agreement. `data.object` is the agreement.",
  "agreement.closed": "An agreement is closed. `data.object` is the agreement.",
  "licence.checked": "A licence check is stored. `data.object` is the licence check.",
  "vehicle.created": "A vehicle joins the fleet. `data.object` is the vehicle.",
  "customer.created": "A customer (hirer) is created. `data.object` is the customer.",
  "credits.purchased": "A credit purchase becomes `paid`. `data.object` is the purchase.",
  "damage_charge.sent": "A damage charge is sent to the hirer. `data.object` is the charge.",
  "damage_charge.accepted": "The hirer accepts a damage charge. `data.object` is the charge.",
  "damage_charge.disputed": "The hirer disputes a damage charge. `data.object` is the charge.",
  "damage_charge.collected": "A damage charge is collected. `data.object` is the charge.",
};

export const EventTypeEntry = z
  .object({
    type: z.enum(EVENT_TYPES),
    description: z.string(),
    schema: z
      .record(z.string(), z.unknown())
      .meta({ description: "JSON Schema (2020-12) of `data.object`" }),
    example: Event,
  })
  .meta({ id: "EventType" });
export type EventTypeEntry = z.infer<typeof EventTypeEntry>;

export const EventTypePage = z.object({
  data: z.array(EventTypeEntry),
  has_more: z.literal(false),
  next_cursor: z.null(),
});
