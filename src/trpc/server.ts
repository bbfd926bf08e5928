// Server components call procedures directly, with the session's context.
import "server-only";
import { cache } from "react";
import { createCaller } from "~/server/api/root";
import { createSessionContext } from "~/server/api/session-context";

export const api = cache(async () => createCaller(await createSessionContext()));
