// Events: what happened, as the webhook body and GET /events/{id} show it.
import { z } from "zod";
import type { Event as EventRow } from "../db/generated/client";
import { idOf, iso, timestamp } from "./common";
import { CreatedRange, ListQuery } from "./list";

export type { EventRow };

export const EVENT_TYPES = [
  "report.completed",
  "inspection.verdict_flagged",
  "agreement.signed",
  "agreement.closed",
  "licence.checked",
  "vehicle.created",
  "customer.created",
  "credits.purchased",
  "damage_charge.sent",
  "damage_charge.accepted",
  "damage_charge.disputed",
  "damage_charge.collected",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

const EVENT_PREFIXES = [...new Set(EVENT_TYPES.map((t) => t.split(".")[0]!))];

export const Event = z
  .object({
    id: idOf("evt", "01jd8x3m5k9v7q2w4e6r8t0y1u"),
    type: z.enum(EVENT_TYPES),
    created_at: timestamp,
    data: z.object({
      object: z
        .record(z.string(), z.unknown())
        .meta({ description: "The object exactly as `GET` returned it when the event happened" }),
    }),
  })
  .meta({ id: "Event" });
export type Event = z.infer<typeof Event>;

export function toEvent(row: Pick<EventRow, "id" | "type" | "createdAt" | "payload">): Event {
  const payload = row.payload as { object: Record<string, unknown> };
  return {
    id: row.id,
    type: row.type as EventType,
    created_at: iso(row.createdAt),
    data: { object: payload.object },
  };
}

export const ListEventsQuery = ListQuery.extend({
  type: z
    .string()
    .refine(
      (v) =>
        (EVENT_TYPES as readonly string[]).includes(v) ||
        EVENT_PREFIXES.some((p) => v === `${p}.*`),
      {
        message: `must be an event kind (${EVENT_TYPES.join(", ")}) or a prefix such as customer.*`,
      },
    )
    .optional()
    .meta({ description: "An event kind, or a prefix such as `customer.*`" }),
  ...CreatedRange.shape,
});
export type ListEventsQuery = z.infer<typeof ListEventsQuery>;
