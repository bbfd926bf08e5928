// Calls the /api/v1 REST handler as the server does: a real Request in, a Response
// out, no server. `apiCompany` makes a company with API access on and a fresh key.
import { PEER_HEADER } from "~/server/net/client-ip";
import { handleApi } from "~/server/http/rest/rest-handler";
import {
  regenerateApiKey,
  setApiEnabled,
  setRateLimit,
  updateIpAllowList,
} from "~/server/services/api-access/api-settings";
import { createCompany } from "../factories";
import { expectConformsToOpenApi } from "./openapi-conformance";

export const ORIGIN = "http://localhost:3000";

export type CallOptions = {
  key?: string | null;
  /** How the key is sent: `Authorization: Bearer` (default) or `X-API-Key`. */
  via?: "bearer" | "x-api-key";
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  headers?: Record<string, string>;
  ip?: string;
  /** A ready-made request (from a real HTTP server); the other options are ignored. */
  request?: Request;
};

export function apiRequest(method: string, path: string, options: CallOptions = {}): Request {
  const headers = new Headers(options.headers);
  headers.set(PEER_HEADER, options.ip ?? "127.0.0.1");
  if (options.key) {
    if (options.via === "x-api-key") headers.set("X-API-Key", options.key);
    else headers.set("Authorization", `Bearer ${options.key}`);
  }
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers.set("Content-Type", options.contentType ?? "application/json");
  return new Request(`${ORIGIN}/api/v1${path}`, { method, headers, body });
}

/** One request to /api/v1 through the REST handler; the answer is checked against the OpenAPI document. */
export async function call(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Response> {
  const req = options.request ?? apiRequest(method, path, options);
  const response = await handleApi(req);
  if (method === "GET" && path.split("?")[0] === "/openapi.json") return response;
  await expectConformsToOpenApi(method, req.url, response);
  return response;
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export async function apiCompany(
  options: { credits?: number; rateLimit?: number; ipAllowList?: string[]; name?: string } = {},
) {
  const company = await createCompany({ credits: options.credits, name: options.name });
  const { key } = await regenerateApiKey({
    actor: { kind: "api_key" },
    companyId: company.companyId,
  });
  await setApiEnabled({ actor: { kind: "api_key" }, companyId: company.companyId, enabled: true });
  if (options.rateLimit)
    await setRateLimit({
      actor: { kind: "api_key" },
      companyId: company.companyId,
      perMinute: options.rateLimit,
    });
  if (options.ipAllowList)
    await updateIpAllowList({
      actor: { kind: "api_key" },
      companyId: company.companyId,
      entries: options.ipAllowList,
    });
  return { ...company, key };
}

/** The problem+json body, after checking the response is one with `status`. */
export async function problemOf(response: Response, status: number) {
  if (response.status !== status)
    throw new Error(`Expected ${status}, got ${response.status}: ${await response.text()}`);
  if (!response.headers.get("content-type")?.startsWith("application/problem+json")) {
    throw new Error(
      `Expected application/problem+json, got ${response.headers.get("content-type")}`,
    );
  }
  return json<{
    type: string;
    title: string;
    status: number;
    detail: string;
    instance: string;
    code: string;
    request_id: string;
    errors?: { pointer?: string; parameter?: string; detail: string }[];
  }>(response);
}
