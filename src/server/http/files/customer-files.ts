// GET /customers/{id}/export: the hirer's data bundle as a JSON attachment (a route handler:
// tRPC cannot name a download). The same handler serves the public API and the app.
import { z } from "zod";
import { apiRoute, type RouteContext } from "../rest/api-route";
import { AppError } from "../../errors";
import { idOf } from "../../models/common";
import { CustomerExport } from "../../models/customer-export";
import { assertCan } from "../../services/permissions";
import { exportCustomer } from "../../services/privacy/export-customer";
import type { HandlerRoute } from "../rest/handler-route";
import { fileResponse, KEEP_NEVER } from "./file-response";

export async function getCustomerExport(
  req: Request,
  { caller, params }: RouteContext<{ id: string }>,
): Promise<Response> {
  assertCan(caller.actor, "customers.personal_data");
  const unknown = [...new URL(req.url).searchParams.keys()];
  if (unknown.length > 0)
    throw new AppError("invalid_request", "This export takes no query parameters.", {
      errors: unknown.map((parameter) => ({ parameter, detail: "is not a known parameter" })),
    });
  const bundle = await exportCustomer({ companyId: caller.companyId, customerId: params.id });
  return fileResponse(Buffer.from(JSON.stringify(bundle)), "application/json; charset=utf-8", {
    cache: KEEP_NEVER,
    filename: `${params.id}.json`,
    download: true,
  });
}

export const CUSTOMER_FILE_ROUTES: HandlerRoute[] = [
  {
    method: "GET",
    path: "/customers/{id}/export",
    handle: apiRoute(getCustomerExport),
    operation: {
      operationId: "customers-export",
      summary: "Export a hirer's data",
      description:
        "UK GDPR's right of access: everything naming the hirer, each object exactly as its own `GET` returns it (reports are those naming the hirer or one of their agreements; emails those sent to their address). Served as an attachment named `{id}.json`. An erased hirer's export holds what is left.",
      tags: ["Customers"],
      requestParams: { path: z.object({ id: idOf("cus", "01jd8x3m5kf3v9w2q7r4t6y8z0") }) },
      "x-problems": [405],
      responses: {
        "200": {
          description: "The data bundle",
          content: { "application/json": { schema: CustomerExport } },
        },
      },
    },
  },
];
