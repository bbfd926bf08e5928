// The handlers under /inspect/{token} (the hirer's self-inspection, contract section 8): the
// page (GET), and the page's own routes, each taking only what the contract lists for that
// report: a photo, a damage with its photo, the readings, and sending. Every answer carries the
// hirer pages' headers; every request counts against the token's rate limit. A link that is
// not live answers its state (the status and heading of the page's table) and changes nothing.
import { type z } from "zod";
import { zodFieldErrors } from "../../api/trpc";
import { AppError } from "../../errors";
import { count } from "../../limits/limiter";
import { zoneLabel } from "../../models/damage-diagram";
import {
  HirerDamageFields,
  HirerPhotoFields,
  HirerReadings,
  INSPECT_STATES,
} from "../../models/hirer-inspection";
import {
  addHirerDamage,
  addHirerPhoto,
  LinkNotLive,
  saveHirerReadings,
  sendHirerInspection,
} from "../../services/hirer-inspection/inspect-actions";
import { hashInspectToken } from "../../services/hirer-inspection/inspect-token";
import {
  currentInspectView,
  findByInspectToken,
  inspectPhoto,
  stateOf,
  viewOf,
  type InspectView,
} from "../../services/hirer-inspection/inspect-view";
import type { LoadedReport } from "../../services/reports/find-report";
import { readUpload } from "../files/report-files";
import { JSON_MAX_BYTES, JSON_TOO_LARGE, readLimitedBody } from "../limited-form-data";
import { newNonce } from "../security-headers";
import { bytesResponse, htmlResponse, jsonResponse } from "./hirer-page";
import { renderInspectPage } from "./inspect-pages";

type Context = { params: Promise<{ token: string }> };
type Handler = (req: Request, context: Context) => Promise<Response>;

/** Requests one link may make in the window: a walk-round's photos, retries and reloads, many times over. */
export const INSPECT_LINK_REQUESTS = 300;
export const INSPECT_LINK_WINDOW_SECONDS = 15 * 60;

export function inspectPage(view: InspectView, token: string, status?: number): Response {
  const nonce = newNonce();
  return htmlResponse(
    renderInspectPage(view, { token, nonce }),
    status ?? INSPECT_STATES[view.state].status,
    nonce,
    { connect: view.state === "inspect" },
  );
}

/** The page's state as the answer to one of its routes (JSON with the state's status). */
const stateAnswer = (view: InspectView) =>
  jsonResponse(
    { state: view.state, heading: INSPECT_STATES[view.state].heading },
    INSPECT_STATES[view.state].status,
  );

const problem = (error: AppError) =>
  jsonResponse(
    { code: error.code, detail: error.message, errors: error.errors ?? [] },
    error.status,
    error.headers,
  );

/** 429 once the token has made its requests in the window (counted by the token's hash). */
async function overLimit(token: string): Promise<AppError | null> {
  const counted = await count(
    "inspect_link",
    INSPECT_LINK_REQUESTS,
    INSPECT_LINK_WINDOW_SECONDS,
    hashInspectToken(token),
  );
  if (counted.allowed) return null;
  return new AppError(
    "rate_limited",
    "Too many requests from this link. Wait a moment and try again.",
    {
      headers: { "Retry-After": String(counted.resetSeconds) },
    },
  );
}

/** GET /inspect/{token}: the page in the link's state. */
export const getInspectPage: Handler = async (_req, context) => {
  const { token } = await context.params;
  const limited = await overLimit(token);
  if (limited) {
    const response = inspectPage(await currentInspectView(token), token, 429);
    response.headers.set("Retry-After", limited.headers?.["Retry-After"] ?? "60");
    return response;
  }
  return inspectPage(await currentInspectView(token), token);
};

/** Any other verb on the page: 405 with `Allow`, the page in its state. */
export const inspectPageNotAllowed: Handler = async (_req, context) => {
  const { token } = await context.params;
  const response = inspectPage(await currentInspectView(token), token, 405);
  response.headers.set("Allow", "GET");
  return response;
};

/** One of the page's POST routes: rate-limited, a link not live answered by its state, a refusal as a small problem. */
function action(
  run: (token: string, req: Request, report: LoadedReport) => Promise<Response>,
): Handler {
  return async (req, context) => {
    const { token } = await context.params;
    try {
      const limited = await overLimit(token);
      if (limited) throw limited;
      const report = await findByInspectToken(token);
      if (!report || stateOf(report) !== "inspect") return stateAnswer(await viewOf(report));
      return await run(token, req, report);
    } catch (error) {
      if (error instanceof LinkNotLive) return stateAnswer(await currentInspectView(token));
      if (error instanceof AppError) return problem(error);
      throw error;
    }
  };
}

async function readJson<T extends z.ZodType>(req: Request, schema: T): Promise<z.infer<T>> {
  if (!(req.headers.get("content-type") ?? "").startsWith("application/json"))
    throw new AppError("unsupported_media_type", "Send the readings as JSON.");
  const bytes = await readLimitedBody(req, JSON_MAX_BYTES, JSON_TOO_LARGE);
  let body: unknown;
  try {
    body = JSON.parse(bytes.toString("utf8"));
  } catch {
    throw new AppError("invalid_request", "The body is not valid JSON.");
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors = zodFieldErrors(parsed.error);
  throw new AppError(
    "invalid_request",
    `The readings are not valid: ${errors.map((e) => `${e.pointer} ${e.detail}`).join("; ")}.`,
    { errors },
  );
}

const photoUrl = (token: string, id: string) => `/inspect/${token}/photos/${id}`;

/** POST /inspect/{token}/photos: multipart `file`, `kind` (angle, odometer, fuel), `angle`, and the evidence fields. */
export const postInspectPhoto = action(async (token, req) => {
  const upload = await readUpload(req, ["kind", "angle"], HirerPhotoFields);
  const row = await addHirerPhoto(token, {
    kind: upload.target.kind,
    angle: upload.target.angle,
    bytes: await upload.bytes(),
    evidence: upload.evidence,
    receivedAt: upload.receivedAt,
  });
  return jsonResponse(
    { id: row.id, kind: row.kind, angle: row.angle, thumbnail_url: photoUrl(token, row.id) },
    201,
  );
});

/** POST /inspect/{token}/damage: multipart `file`, `type`, `x`, `y` (0..1 on the diagram), and the evidence fields. */
export const postInspectDamage = action(async (token, req, report) => {
  const upload = await readUpload(req, ["type", "x", "y"], HirerDamageFields);
  const added = await addHirerDamage(token, {
    type: upload.target.type,
    x: upload.target.x,
    y: upload.target.y,
    bytes: await upload.bytes(),
    evidence: upload.evidence,
    receivedAt: upload.receivedAt,
  });
  return jsonResponse(
    {
      id: added.inspectionId,
      type: upload.target.type,
      where: zoneLabel(report.vehicle.bodyType, added.zone),
      photo_url: photoUrl(token, added.media.id),
    },
    201,
  );
});

/** POST /inspect/{token}/readings: `{ odometer, level }` as typed so far (null for empty). */
export const postInspectReadings = action(async (token, req) => {
  await saveHirerReadings(token, await readJson(req, HirerReadings));
  return jsonResponse({ state: "inspect", saved: true }, 200);
});

/** POST /inspect/{token}/send: `{ odometer, level }`; completes the report, or lists what is missing (400). */
export const postInspectSend = action(async (token, req) => {
  const sent = await sendHirerInspection(token, await readJson(req, HirerReadings));
  if (sent.missing.length > 0)
    return jsonResponse({ state: "inspect", missing: sent.missing }, 400);
  return stateAnswer(sent.view);
});

/** GET /inspect/{token}/photos/{mediaId}: a photo the live page shows (its thumbnail). */
export async function getInspectPhoto(
  _req: Request,
  context: { params: Promise<{ token: string; mediaId: string }> },
): Promise<Response> {
  const { token, mediaId } = await context.params;
  const limited = await overLimit(token);
  if (limited) return problem(limited);
  const photo = await inspectPhoto(token, mediaId);
  if (photo) return bytesResponse(photo.body, photo.contentType);
  return inspectPage({ state: "invalid", report: null, company: null, progress: null }, token);
}

/** A path under /inspect that names nothing: `This link is not valid` (404). */
export const inspectNotValid = (token = "", status = 404) =>
  inspectPage({ state: "invalid", report: null, company: null, progress: null }, token, status);

/** A verb a route under /inspect/{token}/... does not serve: 405 with `Allow`. */
export const inspectMethodNotAllowed = (allow: string) => () => {
  const response = inspectNotValid("", 405);
  response.headers.set("Allow", allow);
  return response;
};
