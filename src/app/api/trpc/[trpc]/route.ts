import { appRouter } from "~/server/api/root";
import { createSessionContext } from "~/server/api/session-context";
import { serveTrpc } from "~/server/http/trpc-endpoint";

const handler = (req: Request) =>
  serveTrpc(req, { router: appRouter, createContext: createSessionContext });

export { handler as GET, handler as POST };
