import { z } from "zod";
import { Event, toEvent } from "../../../../models/event";
import { getEvent } from "../../../../services/events/read-events";
import { authorized } from "../../../trpc";

export const getEventProcedure = authorized("webhooks.manage")
  .meta({
    openapi: {
      operationId: "settings-getEvent",
      method: "GET",
      path: "/events/{id}",
      tags: ["Events"],
      summary: "Get an event",
      description: "The same body its webhooks carried.",
    },
  })
  .input(
    z.object({ id: z.string().max(100).meta({ description: "Event id (`evt_...`)" }) }).strict(),
  )
  .output(Event)
  .query(async ({ ctx, input }) =>
    toEvent(await getEvent({ companyId: ctx.caller.companyId, eventId: input.id })),
  );
