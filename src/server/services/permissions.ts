// The one permission table. Services and procedures ask `can`/`assertCan`; the UI
// asks the same table (through the session's role) to hide what a role cannot do.
import { AppError } from "../errors";
import { ROLES, type Role } from "../models/role";

export { ROLES, type Role };

export const ROLE_LABELS: Record<Role, string> = {
  OWNER: "Owner",
  MANAGER: "Manager",
  INSPECTOR: "Inspector",
  BILLING: "Billing",
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  OWNER: "Everything, including team, API access and webhooks",
  MANAGER: "All operational records, company details and templates",
  INSPECTOR: "Reports, inspections, vehicles, customers and tickets",
  BILLING: "Credits, purchases and invoices; reads and comments on tickets",
};

const ALL: readonly Role[] = ROLES;
const OPERATIONS: readonly Role[] = ["OWNER", "MANAGER", "INSPECTOR"];

export const PERMISSIONS = {
  "company.read": ALL,
  "company.update": ["OWNER", "MANAGER"],
  "team.manage": ["OWNER"],
  "api.manage": ["OWNER"],
  "webhooks.manage": ["OWNER", "MANAGER"],
  "email.read": ["OWNER"],
  "credits.read": ALL,
  "billing.manage": ["OWNER", "BILLING"],
  "reports.read": OPERATIONS,
  "reports.write": OPERATIONS,
  "vehicles.read": OPERATIONS,
  "vehicles.write": OPERATIONS,
  "customers.read": OPERATIONS,
  "customers.write": OPERATIONS,
  "templates.manage": ["OWNER", "MANAGER"],
  "billing.settings": ["OWNER"],
  "agreements.read": OPERATIONS,
  "agreements.write": OPERATIONS,
  "tickets.read": ALL,
  "tickets.comment": ALL,
  "tickets.write": OPERATIONS,
  "tickets.delete": ["OWNER", "MANAGER"],
  "activity.read": ["OWNER", "MANAGER"],
  "customers.personal_data": ["OWNER", "MANAGER"],
  "retention.manage": ["OWNER"],
  "fines.read": ["OWNER", "MANAGER", "BILLING"],
  "fines.write": ["OWNER", "MANAGER"],
  "damage_rates.manage": ["OWNER", "MANAGER"],
  "request_logs.read": ["OWNER"],
  "test_data.delete": ["OWNER"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

/** Who is acting: a staff member in the browser, or the company's API key. */
export type Actor = { kind: "user"; userId: string; role: Role } | { kind: "api_key" };

// The API key drives integrations: everything the public API offers.
const API_KEY_PERMISSIONS: ReadonlySet<Permission> = new Set<Permission>([
  "company.read",
  "credits.read",
  "billing.manage",
  "reports.read",
  "reports.write",
  "vehicles.read",
  "vehicles.write",
  "customers.read",
  "customers.write",
  "customers.personal_data",
  "retention.manage",
  "templates.manage",
  "webhooks.manage",
  "agreements.read",
  "agreements.write",
  "tickets.read",
  "tickets.comment",
  "tickets.write",
  "tickets.delete",
  "fines.read",
  "fines.write",
  "damage_rates.manage",
  "request_logs.read",
  "test_data.delete",
]);

export function can(actor: Actor, permission: Permission): boolean {
  if (actor.kind === "api_key") return API_KEY_PERMISSIONS.has(permission);
  return (PERMISSIONS[permission] as readonly Role[]).includes(actor.role);
}

export function assertCan(actor: Actor, permission: Permission): void {
  if (!can(actor, permission)) {
    throw new AppError("forbidden", "Your role does not allow this. Ask an Owner of your company.");
  }
}

export function permissionsOf(role: Role): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((p) =>
    (PERMISSIONS[p] as readonly Role[]).includes(role),
  );
}
