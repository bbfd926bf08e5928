import { z } from "zod";
import { RequestLogDetail, toRequestLogDetail } from "../../../../models/request-log";
import { getRequestLog } from "../../../../services/request-log/read-request-logs";
import { authorized } from "../../../trpc";

export const getRequestLogProcedure = authorized("request_logs.read")
  .meta({
    openapi: {
      operationId: "settings-getRequestLog",
      method: "GET",
      path: "/request-logs/{id}",
      tags: ["Request log"],
      summary: "Get a request",
      description:
        "One request of the log with its query string and, for a 4xx or 5xx answer, the problem body as sent.",
    },
  })
  .input(
    z
      .object({ id: z.string().max(100).meta({ description: "The request's id (`req_...`)" }) })
      .strict(),
  )
  .output(RequestLogDetail)
  .query(async ({ ctx, input }) =>
    toRequestLogDetail(await getRequestLog({ companyId: ctx.caller.companyId, id: input.id })),
  );
