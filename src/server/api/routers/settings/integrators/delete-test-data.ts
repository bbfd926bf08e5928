import { z } from "zod";
import { deleteTestData } from "../../../../services/test-mode/test-data";
import { authorized } from "../../../trpc";

export const deleteTestDataProcedure = authorized("test_data.delete")
  .meta({
    openapi: {
      operationId: "settings-deleteTestData",
      method: "DELETE",
      path: "/test-data",
      tags: ["Test mode"],
      summary: "Delete all test data",
      description:
        "With a test key (`kbs_test_...`) only; a live key gets 403 `forbidden`. Every test object of the company is gone (events, webhook endpoints and deliveries, request-log entries included) and test mode starts again: default terms, built-in inspection templates, the default rate card and 1,000 test credits. The test key keeps working. Live data is never touched.",
    },
  })
  .input(z.void())
  .output(z.object({ deleted: z.literal(true) }))
  .mutation(({ ctx }) =>
    deleteTestData({ companyId: ctx.caller.companyId, actor: ctx.caller.actor }),
  );
