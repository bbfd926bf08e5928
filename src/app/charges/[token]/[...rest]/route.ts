// Any other path under a damage charge link: not valid, with the hirer pages' headers.
import { notValidPage } from "~/server/http/pages/not-valid-page";

export const dynamic = "force-dynamic";

const answer = async (_req: Request, context: { params: Promise<{ token: string }> }) =>
  notValidPage((await context.params).token);

export const GET = answer;
export const POST = answer;
export const PUT = answer;
export const DELETE = answer;
export const PATCH = answer;
