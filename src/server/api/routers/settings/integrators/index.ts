// Test mode and integrator tools (contract section 8): router `settings.integrators`. Each
// REST operation names its operationId (`settings-<procedure>`), as the webhooks' do.
import { createTRPCRouter } from "../../../trpc";
import { deleteTestDataProcedure } from "./delete-test-data";
import { getRequestLogProcedure } from "./get-request-log";
import { listEventTypesProcedure } from "./list-event-types";
import { listRequestLogsProcedure } from "./list-request-logs";

export const integratorsRouter = createTRPCRouter({
  deleteTestData: deleteTestDataProcedure,
  listRequestLogs: listRequestLogsProcedure,
  getRequestLog: getRequestLogProcedure,
  listEventTypes: listEventTypesProcedure,
});
