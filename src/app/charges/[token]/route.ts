// The hirer's damage charge page: GET shows the link's state, POST records the one answer
// (contract section 8, "Damage charges", and section 11).
import { AppError } from "~/server/errors";
import {
  CHARGE_STATE_STATUS,
  DISPUTE_REASON_MISSING,
  renderChargePage,
} from "~/server/http/pages/charge-pages";
import { htmlResponse, readSigningForm } from "~/server/http/pages/hirer-page";
import { newNonce } from "~/server/http/security-headers";
import {
  answerCharge,
  currentChargeView,
  openChargeLink,
  type ChargeView,
} from "~/server/services/damage-charges/charge-link";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ token: string }> };

const page = (
  view: ChargeView,
  token: string,
  extra: { status?: number; errors?: string[]; reason?: string } = {},
) => {
  const nonce = newNonce();
  return htmlResponse(
    renderChargePage(view, { token, nonce, errors: extra.errors, reason: extra.reason }),
    extra.status ?? CHARGE_STATE_STATUS[view.state],
    nonce,
  );
};

export async function GET(_req: Request, context: Context): Promise<Response> {
  const { token } = await context.params;
  return page(await openChargeLink(token), token);
}

export async function POST(req: Request, context: Context): Promise<Response> {
  const { token } = await context.params;
  const before = await currentChargeView(token);
  if (before.state !== "open") return page(before, token);
  let form: URLSearchParams;
  try {
    form = await readSigningForm(req);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return page(before, token, { status: error.status, errors: [error.message] });
  }
  const decision = form.get("decision");
  if (decision !== "accepted" && decision !== "disputed")
    return page(before, token, {
      status: 400,
      errors: ["Choose Accept charge or Dispute charge."],
    });
  const reason = (form.get("reason") ?? "").trim();
  if (decision === "disputed" && (reason.length === 0 || reason.length > 5000))
    return page(before, token, {
      status: 400,
      errors: [reason ? "Keep your reason under 5,000 characters." : DISPUTE_REASON_MISSING],
      reason: reason.slice(0, 5000),
    });
  return page(
    await answerCharge({ token, decision, comment: decision === "disputed" ? reason : null }),
    token,
  );
}

const notAllowed = async (_req: Request, context: Context) => {
  const { token } = await context.params;
  const response = page(await currentChargeView(token), token, { status: 405 });
  response.headers.set("Allow", "GET, POST");
  return response;
};

export const PUT = notAllowed;
export const DELETE = notAllowed;
export const PATCH = notAllowed;
