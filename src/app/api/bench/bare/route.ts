// The baseline of `npm run bench`: a bare route handler answering constant JSON,
// beside which the authenticated /api/v1 path is measured. Answers only when the
// server was started with KERBSIDE_BENCH=1 (the benchmark does); otherwise 404.
export const dynamic = "force-dynamic";

const BODY = JSON.stringify({ balance: 42, report_cost: 1, reports_available: 42 });

export function GET(): Response {
  if (process.env.KERBSIDE_BENCH !== "1") return new Response("Not found", { status: 404 });
  return new Response(BODY, { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
