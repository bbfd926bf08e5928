import { ListRequestLogsQuery, RequestLog, toRequestLog } from "../../../../models/request-log";
import { page } from "../../../../models/list";
import { listRequestLogs } from "../../../../services/request-log/read-request-logs";
import { toPage } from "../../../../services/pagination";
import { authorized } from "../../../trpc";

export const listRequestLogsProcedure = authorized("request_logs.read")
  .meta({
    openapi: {
      operationId: "settings-listRequestLogs",
      method: "GET",
      path: "/request-logs",
      tags: ["Request log"],
      summary: "List requests",
      description:
        "Every /api/v1 request of the key's mode (a test key sees the test log, a live key the live one), newest first, kept 30 days: refusals included, never a request body or a key. `status`: `2xx`, `3xx`, `4xx`, `5xx` or a three-digit code; `path`: a prefix of the whole path (`/api/v1/reports`).",
    },
  })
  .input(ListRequestLogsQuery.strict())
  .output(page(RequestLog))
  .query(async ({ ctx, input }) =>
    toPage(
      await listRequestLogs({ companyId: ctx.caller.companyId, query: input }),
      input,
      toRequestLog,
    ),
  );
