// Settings > Activity's export: the log as CSV with the page's filters, on the staff session.
import type { RouteContext } from "./api-route";
import { AppError } from "../errors";
import { ActivityFilters } from "../models/activity";
import { activityCsv } from "../services/activity/activity-csv";
import { assertCan } from "../services/permissions";

export function getActivityCsv(req: Request, ctx: RouteContext<Record<string, string>>): Promise<Response> {
  assertCan(ctx.caller.actor, "activity.read");
  const parsed = ActivityFilters.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ parameter: i.path.join(".") || "query", detail: i.message }));
    return Promise.reject(new AppError("invalid_request", "The export filters are not valid.", { errors }));
  }
  const lines = activityCsv({ companyId: ctx.caller.companyId, filters: parsed.data });
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await lines.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return Promise.resolve(
    new Response(body, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="kerbside-activity-${day}.csv"`,
        "Cache-Control": "private, no-store",
      },
    }),
  );
}
