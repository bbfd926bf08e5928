// Context for the browser's tRPC calls and server components: the next-auth session.
import { headers } from "next/headers";
import { sessionCaller } from "../auth/session-caller";
import { clientIpFromHeaders } from "../net/client-ip";
import { currentRequestId } from "../observability/request-context";
import type { Context } from "./trpc";

export async function createSessionContext(requestId = currentRequestId()): Promise<Context> {
  const caller = await sessionCaller();
  const ip = clientIpFromHeaders(await headers());
  return { requestId, ip, caller };
}
