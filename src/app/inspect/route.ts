// /inspect without a token: not a valid link (with the hirer pages' headers).
import { inspectNotValid } from "~/server/http/pages/inspect-routes";

export const dynamic = "force-dynamic";

const answer = () => inspectNotValid();

export const GET = answer;
export const POST = answer;
export const PUT = answer;
export const DELETE = answer;
export const PATCH = answer;
