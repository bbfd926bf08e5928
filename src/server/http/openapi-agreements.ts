// The OpenAPI description of the agreements' handler route: the signed PDF.
import { z } from "zod";
import { idOf } from "../models/common";
import { registerExtraOperation } from "./openapi-extra";

registerExtraOperation("/agreements/{id}/pdf", "GET", {
  operationId: "agreements-pdf",
  summary: "Download the signed agreement PDF",
  description:
    "The sealed PDF (PAdES) frozen when the hirer signed; its SHA-256 is the agreement's `document_sha256`. Also once `out`, `closed`, or cancelled after signing. 409 `invalid_state` before signing. Served as an attachment named `{id}.pdf`.",
  tags: ["Agreements"],
  requestParams: { path: z.object({ id: idOf("agr", "01jd8x3m5kf3v9w2q7r4t6y8z0") }), query: z.object({ download: z.enum(["0", "1", "true", "false"]).optional() }) },
  "x-problems": [405, 409],
  responses: { "200": { description: "The signed PDF", content: { "application/pdf": { schema: { type: "string", format: "binary" } } } } },
});
