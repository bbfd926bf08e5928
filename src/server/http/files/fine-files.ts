// A fine's transfer pack as a route handler (tRPC cannot carry bytes): the same handler serves
// the public API (/api/v1, API key; FINE_FILE_ROUTES describes it) and the app (/api/app).
import { z } from "zod";
import { apiRoute, type RouteContext } from "../rest/api-route";
import { AppError } from "../../errors";
import { idOf } from "../../models/common";
import { readFinePack } from "../../services/fines/fine-pack";
import { assertCan } from "../../services/permissions";
import type { HandlerRoute } from "../rest/handler-route";
import { fileResponse, KEEP_NEVER } from "./file-response";

const PdfParams = z.object({ download: z.enum(["0", "1", "true", "false"]).optional() }).strict();

export async function getFinePack(
  req: Request,
  { caller, params }: RouteContext<{ id: string }>,
): Promise<Response> {
  assertCan(caller.actor, "fines.read");
  const parsed = PdfParams.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!parsed.success) {
    throw new AppError("invalid_request", "The only query parameter is download.", {
      errors: [
        {
          parameter: "download",
          detail: "must be 0, 1, true or false, and nothing else is allowed",
        },
      ],
    });
  }
  const pack = await readFinePack({ companyId: caller.companyId, id: params.id });
  // Rendered on each request (the hirer's address as now): never cached.
  return fileResponse(pack.bytes, "application/pdf", {
    cache: KEEP_NEVER,
    filename: pack.filename,
    download: parsed.data.download !== "0" && parsed.data.download !== "false",
  });
}

export const FINE_FILE_ROUTES: HandlerRoute[] = [
  {
    method: "GET",
    path: "/fines/{id}/pdf",
    handle: apiRoute(getFinePack),
    operation: {
      operationId: "fines-pdf",
      summary: "Download a fine's transfer pack",
      description:
        "For a `matched` fine, in any status (else 409 `invalid_state`): the company's statement that the vehicle was on hire at that time (its name and address), the hirer's full name and address, the agreement's id, start, end, handover and signature times with the signed PDF's `document_sha256`, the notice's particulars, the hirer's statement of liability and the frozen terms, then the signed agreement PDF itself; sealed with a PAdES signature like the agreement PDF. Served as an attachment named `{id}.pdf`. Made on each request, never stored: 410 `gone` once the company's retention policy deleted the agreement's PDF.",
      tags: ["Fines"],
      requestParams: {
        path: z.object({ id: idOf("fin", "01jd8x3m5kf3v9w2q7r4t6y8z0") }),
        query: z.object({ download: z.enum(["0", "1", "true", "false"]).optional() }),
      },
      "x-problems": [405, 409, 410],
      responses: {
        "200": {
          description: "The sealed transfer pack",
          content: { "application/pdf": { schema: { type: "string", format: "binary" } } },
        },
      },
    },
  },
];
