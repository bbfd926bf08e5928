// The company's logo on its signing page, for a link that names an agreement.
import { bytesResponse } from "~/server/http/pages/hirer-page";
import { methodNotAllowedPage, notValidPage } from "~/server/http/pages/not-valid-page";
import { signingLogo } from "~/server/services/signing/signing-link";

export const dynamic = "force-dynamic";

export async function GET(
  _req: Request,
  context: { params: Promise<{ token: string }> },
): Promise<Response> {
  const { token } = await context.params;
  const logo = await signingLogo(token);
  if (logo) return bytesResponse(logo.body, logo.contentType);
  return notValidPage(token);
}

export const POST = methodNotAllowedPage("GET");
export const PUT = methodNotAllowedPage("GET");
export const DELETE = methodNotAllowedPage("GET");
export const PATCH = methodNotAllowedPage("GET");
