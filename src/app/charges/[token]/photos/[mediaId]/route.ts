// A before or after photo on the hirer's damage charge page (a line's, for a live link only).
import { bytesResponse } from "~/server/http/pages/hirer-page";
import { methodNotAllowedPage, notValidPage } from "~/server/http/pages/not-valid-page";
import { chargePhoto } from "~/server/services/damage-charges/charge-link";

export const dynamic = "force-dynamic";

export async function GET(
  _req: Request,
  context: { params: Promise<{ token: string; mediaId: string }> },
): Promise<Response> {
  const { token, mediaId } = await context.params;
  const photo = await chargePhoto(token, mediaId);
  if (photo) return bytesResponse(photo.body, photo.contentType);
  return notValidPage(token);
}

export const POST = methodNotAllowedPage("GET");
export const PUT = methodNotAllowedPage("GET");
export const DELETE = methodNotAllowedPage("GET");
export const PATCH = methodNotAllowedPage("GET");
