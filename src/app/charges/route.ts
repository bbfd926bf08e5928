// /charges without a token: not a valid link (with the hirer pages' headers).
import { notValidPage } from "~/server/http/pages/not-valid-page";

export const dynamic = "force-dynamic";

const answer = () => notValidPage("");

export const GET = answer;
export const POST = answer;
export const PUT = answer;
export const DELETE = answer;
export const PATCH = answer;
