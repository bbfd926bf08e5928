// GET /api/health: 200 while the process runs (liveness; /api/ready checks the database).
export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
