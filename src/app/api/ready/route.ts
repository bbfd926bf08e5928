// GET /api/ready: 200 when the database answers, migrations are applied and the job
// queue's tables answer; otherwise 503 problem+json (section 10 of the API contract).
import { AppError } from "~/server/errors";
import { problemContext, problemResponse } from "~/server/http/problem";
import { newId } from "~/server/ids";
import { runReadyChecks } from "~/server/services/system/ready-check";

export const dynamic = "force-dynamic";

const RETRY_AFTER_SECONDS = "5";

export async function GET(req: Request): Promise<Response> {
  const checks = await runReadyChecks();
  if (checks.database && checks.migrations && checks.jobs) {
    return Response.json({ status: "ready", checks }, { headers: { "Cache-Control": "no-store" } });
  }
  const failing = Object.entries(checks)
    .filter(([, ok]) => !ok)
    .map(([name]) => name);
  const error = new AppError(
    "service_unavailable",
    `Not ready: ${failing.join(", ")} not answering.`,
    { headers: { "Retry-After": RETRY_AFTER_SECONDS } },
  );
  return problemResponse(error, problemContext(req, newId("request")));
}
