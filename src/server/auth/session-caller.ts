// The one place a cookie becomes a caller: the next-auth session, then the stored user
// with the session version the cookie was signed with (an ended session is no caller).
import { getServerSession } from "next-auth";
import { noteCompany } from "../observability/request-context";
import { staffCaller } from "../services/auth/sessions";
import { appSessionOptions } from "./options";

export async function sessionCaller() {
  const session = await getServerSession(appSessionOptions);
  if (!session?.user.id) return null;
  const caller = await staffCaller({
    userId: session.user.id,
    sessionVersion: session.user.sessionVersion,
    sessionId: session.user.sessionId,
  });
  if (caller) noteCompany(caller.companyId);
  return caller;
}
