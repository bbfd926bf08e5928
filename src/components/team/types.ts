import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "~/server/api/root";

export type TeamList = inferRouterOutputs<AppRouter>["settings"]["team"]["list"];
export type Member = TeamList["members"][number];
export type Invitation = TeamList["invitations"][number];
