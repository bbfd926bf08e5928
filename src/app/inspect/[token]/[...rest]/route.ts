// Any other path under a self-inspection link: not valid, with the hirer pages' headers.
import { inspectNotValid } from "~/server/http/pages/inspect-routes";

export const dynamic = "force-dynamic";

const answer = async (_req: Request, context: { params: Promise<{ token: string }> }) =>
  inspectNotValid((await context.params).token);

export const GET = answer;
export const POST = answer;
export const PUT = answer;
export const DELETE = answer;
export const PATCH = answer;
