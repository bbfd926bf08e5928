// Context for the browser's tRPC calls and server components: the next-auth session.
import { getServerSession } from "next-auth";
import { headers } from "next/headers";
import { authOptions } from "../auth/options";
import { clientIpFromHeaders } from "../http/client-ip";
import { newId } from "../ids";
import { staffCaller } from "../services/auth/log-in";
import type { Context } from "./trpc";

export async function createSessionContext(): Promise<Context> {
  const session = await getServerSession(authOptions);
  const caller = session?.user.id ? await staffCaller(session.user.id) : null;
  const ip = clientIpFromHeaders(await headers());
  return { requestId: newId("request"), ip, caller, res: { headers: new Headers() } };
}
