// The public REST API: every /api/v1 path that no more specific route handler
// serves goes to the tRPC procedures through trpc-to-openapi (src/server/http/rest-handler.ts).
import { handleRest } from "~/server/http/rest-handler";

export const dynamic = "force-dynamic";

export { handleRest as GET, handleRest as POST, handleRest as PUT, handleRest as DELETE, handleRest as PATCH };
