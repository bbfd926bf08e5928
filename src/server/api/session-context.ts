// Context for the browser's tRPC calls and server components: the next-auth session.
import { headers } from "next/headers";
import { sessionCaller } from "../auth/session-caller";
import { IDEMPOTENCY_HEADER } from "../http/idempotency-keys";
import { clientIpFromHeaders } from "../net/client-ip";
import { currentRequestId } from "../observability/request-context";
import type { Context } from "./trpc";

export async function createSessionContext(requestId = currentRequestId()): Promise<Context> {
  const caller = await sessionCaller();
  const requestHeaders = await headers();
  const ip = clientIpFromHeaders(requestHeaders);
  return { requestId, ip, caller, idempotencyKey: requestHeaders.get(IDEMPOTENCY_HEADER) };
}
