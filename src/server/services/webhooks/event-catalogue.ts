// The event catalogue: every kind's JSON Schema is generated from the zod model the API
// answers with (EVENT_OBJECTS, the model each event's service serialises), never written by
// hand, and its example body carries a sample object of that model. Built once per process.
import { z } from "zod";
import { EVENT_TYPES, type EventType } from "../../models/event";
import { EVENT_DESCRIPTIONS, type EventTypeEntry } from "../../models/event-type";
import { EVENT_OBJECTS, sampleObject } from "./sample-objects";

const EXAMPLE_EVENT_ID = "evt_01jd8x3m5k9v7q2w4e6r8t0y1u";
const EXAMPLE_TIME = "2026-11-23T10:15:00.000Z";

/** The JSON Schema (2020-12) of a kind's `data.object`, as the API's answers are: the model's output. */
export function eventObjectSchema(type: EventType): Record<string, unknown> {
  return z.toJSONSchema(EVENT_OBJECTS[type], {
    target: "draft-2020-12",
    io: "output",
    unrepresentable: "any",
  });
}

let built: EventTypeEntry[] | undefined;

export function eventCatalogue(): EventTypeEntry[] {
  built ??= EVENT_TYPES.map((type) => ({
    type,
    description: EVENT_DESCRIPTIONS[type],
    schema: eventObjectSchema(type),
    example: {
      id: EXAMPLE_EVENT_ID,
      type,
      created_at: EXAMPLE_TIME,
      data: { object: sampleObject(type) },
    },
  }));
  return built;
}
