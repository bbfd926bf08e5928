// Pages ask the same permission table as the procedures, so a role that lacks a
// permission gets a polite "no access" page instead of a failed query.
import "server-only";
import type { Permission } from "~/server/services/permissions";
import { api } from "~/trpc/server";

export async function hasPermission(permission: Permission): Promise<boolean> {
  const me = await (await api()).account.me();
  return me.permissions.includes(permission);
}
