import { z } from "zod";
import { EventTypePage } from "../../../../models/event-type";
import { eventCatalogue } from "../../../../services/webhooks/event-catalogue";
import { companyProcedure } from "../../../trpc";

export const listEventTypesProcedure = companyProcedure
  .meta({
    openapi: {
      operationId: "settings-listEventTypes",
      method: "GET",
      path: "/event-types",
      tags: ["Events"],
      summary: "List event types",
      description:
        "Every event kind (one page): what fires it, the JSON Schema (2020-12) of its `data.object`, generated from the same model the API answers with, and an example webhook body. Generate types and test handlers from it.",
    },
  })
  .input(z.void())
  .output(EventTypePage)
  .query(() => ({ data: eventCatalogue(), has_more: false as const, next_cursor: null }));
