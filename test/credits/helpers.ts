// Buying credits in tests: a purchase through the API, and the sandbox checkout page's
// route handlers called as Next.js would call them.
import { GET as checkoutGet, POST as checkoutPost } from "~/app/checkout/[token]/route";
import { newId } from "~/server/ids";
import { CreditPurchase } from "~/server/models/purchase";
import type { Role } from "~/server/models/role";
import { call, json } from "../api/http";

export async function buy(key: string, bundleId = "bdl_10"): Promise<CreditPurchase> {
  const response = await call("POST", "/credits/purchases", { key, body: { bundle_id: bundleId } });
  if (response.status !== 201)
    throw new Error(`Expected 201, got ${response.status}: ${await response.text()}`);
  return CreditPurchase.parse(await json(response));
}

const tokenOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split("/").pop()!;

export async function openCheckout(checkoutUrl: string): Promise<Response> {
  return checkoutGet(new Request(checkoutUrl), {
    params: Promise.resolve({ token: tokenOf(checkoutUrl) }),
  });
}

/** Presses Pay (`paid`), Decline (`failed`) or Cancel (`cancelled`), or posts any other body. */
export async function submitCheckout(checkoutUrl: string, body: string): Promise<Response> {
  const request = new Request(checkoutUrl, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  return checkoutPost(request, { params: Promise.resolve({ token: tokenOf(checkoutUrl) }) });
}

export const h1Of = (html: string) => [...html.matchAll(/<h1>([^<]*)<\/h1>/g)].map((m) => m[1]);

/** A staff route's context for the company's Owner (or `role`), with the route's params. */
export const ownerContext = <P extends Record<string, string>>(
  companyId: string,
  userId: string,
  params = {} as P,
  role: Role = "OWNER",
) => ({
  caller: { companyId, actor: { kind: "user" as const, userId, role } },
  requestId: newId("request"),
  params,
});
