// The staff roles, as stored (Prisma's Role enum) and as the API and the UI name them.
export const ROLES = ["OWNER", "MANAGER", "INSPECTOR", "BILLING"] as const;
export type Role = (typeof ROLES)[number];
