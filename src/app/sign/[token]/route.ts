// The hirer's signing page: GET shows the link's state, POST signs (contract section 11).
import { SIGNING_FORM_ERRORS } from "~/server/http/pages/form-errors";
import { renderSigningPage, STATE_STATUS } from "~/server/http/pages/signing-pages";
import { AppError } from "~/server/errors";
import { htmlResponse, readSigningForm, requestFacts } from "~/server/http/pages/hirer-page";
import { newNonce } from "~/server/http/security-headers";
import { signaturePng } from "~/server/services/signing/signature-image";
import { signAgreement } from "~/server/services/signing/sign-agreement";
import {
  currentView,
  openSigningLink,
  type SigningView,
} from "~/server/services/signing/signing-link";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ token: string }> };

const page = (
  view: SigningView,
  token: string,
  extra: { status?: number; errors?: string[]; fullName?: string } = {},
) => {
  const nonce = newNonce();
  return htmlResponse(
    renderSigningPage(view, { token, nonce, errors: extra.errors, fullName: extra.fullName }),
    extra.status ?? STATE_STATUS[view.state],
    nonce,
  );
};

export async function GET(req: Request, context: Context): Promise<Response> {
  const { token } = await context.params;
  return page(await openSigningLink({ token, request: requestFacts(req) }), token);
}

/** A drawn signature: a PNG no larger than 2000x1000, or null when it is missing or unusable. */
async function drawnSignature(value: string | null): Promise<Buffer | null> {
  if (!value?.startsWith("data:image/png;base64,")) return null;
  try {
    return await signaturePng(value, "signature_png");
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

export async function POST(req: Request, context: Context): Promise<Response> {
  const { token } = await context.params;
  const before = await currentView(token);
  if (before.state !== "sign") return page(before, token);
  let form: URLSearchParams;
  try {
    form = await readSigningForm(req);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return page(before, token, { status: error.status, errors: [error.message] });
  }
  const fullName = (form.get("full_name") ?? "").trim().slice(0, 200);
  const signature = await drawnSignature(form.get("signature"));
  const errors = [
    fullName ? null : SIGNING_FORM_ERRORS.fullName,
    form.get("consent") ? null : SIGNING_FORM_ERRORS.consent,
    signature ? null : SIGNING_FORM_ERRORS.signature,
  ].filter((e): e is string => e !== null);
  if (errors.length > 0 || !signature)
    return page(before, token, { status: 400, errors, fullName });
  return page(
    await signAgreement({ token, form: { fullName, signature }, request: requestFacts(req) }),
    token,
  );
}

const notAllowed = async (_req: Request, context: Context) => {
  const { token } = await context.params;
  const response = page(await currentView(token), token, { status: 405 });
  response.headers.set("Allow", "GET, POST");
  return response;
};

export const PUT = notAllowed;
export const DELETE = notAllowed;
export const PATCH = notAllowed;
