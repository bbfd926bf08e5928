import { Event, ListEventsQuery, toEvent } from "../../../../models/event";
import { page } from "../../../../models/list";
import { listEvents } from "../../../../services/events/read-events";
import { toPage } from "../../../../services/pagination";
import { authorized } from "../../../trpc";

export const listEventsProcedure = authorized("webhooks.manage")
  .meta({
    openapi: {
      operationId: "settings-listEvents",
      method: "GET",
      path: "/events",
      tags: ["Events"],
      summary: "List events",
      description:
        "Newest first, each exactly as its webhook body. `type` is a kind or a prefix such as `customer.*`. Kept at least 30 days.",
    },
  })
  .input(ListEventsQuery.strict())
  .output(page(Event))
  .query(async ({ ctx, input }) =>
    toPage(await listEvents({ companyId: ctx.caller.companyId, query: input }), input, toEvent),
  );
