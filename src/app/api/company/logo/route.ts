// The company logo for the staff UI: GET serves it, POST (multipart, field "file")
// replaces it, DELETE removes it. Session-authenticated; the rules are in the service. The logo
// is the live company's, also while the device is in Test mode.
import { sessionRoute } from "~/server/http/rest/api-route";
import { fileResponse } from "~/server/http/files/file-response";
import { readFormData } from "~/server/http/limited-form-data";
import {
  getCompanyLogo,
  LOGO_MAX_BYTES,
  removeCompanyLogo,
  setCompanyLogo,
} from "~/server/services/company/company-logo";
import { AppError } from "~/server/errors";
import { assertCan } from "~/server/services/permissions";
import { liveCompanyOf } from "~/server/services/test-mode/test-company";

// Room for the multipart envelope around a file of the maximum size.
const MAX_BODY = LOGO_MAX_BYTES + 64 * 1024;

export const GET = sessionRoute(async (_req, { caller }) => {
  assertCan(caller.actor, "company.read");
  const logo = await getCompanyLogo({ companyId: await liveCompanyOf(caller.companyId) });
  return fileResponse(logo.body, logo.contentType, { cache: "private, no-cache" });
});

export const POST = sessionRoute(async (req, { caller }) => {
  assertCan(caller.actor, "company.update");
  const form = await readFormData(req, MAX_BODY, "The logo must be 2 MB or smaller.");
  const file = form.get("file");
  if (!(file instanceof Blob))
    throw new AppError("invalid_request", "Choose an image file to upload.");
  await setCompanyLogo({
    companyId: await liveCompanyOf(caller.companyId),
    actor: caller.actor,
    bytes: Buffer.from(await file.arrayBuffer()),
  });
  return Response.json({ has_logo: true });
});

export const DELETE = sessionRoute(async (_req, { caller }) => {
  assertCan(caller.actor, "company.update");
  await removeCompanyLogo({
    companyId: await liveCompanyOf(caller.companyId),
    actor: caller.actor,
  });
  return Response.json({ has_logo: false });
});
