// The app's navigation; each item names the permission that shows it.
import type { Permission } from "~/server/services/permissions";

export type NavItem = { href: string; label: string; permission: Permission; icon: string };

export const NAV_ITEMS: NavItem[] = [
  { href: "/dashboard", label: "Dashboard", permission: "company.read", icon: "LayoutDashboard" },
  { href: "/reports", label: "Reports", permission: "reports.read", icon: "ClipboardCheck" },
  { href: "/vehicles", label: "Vehicles", permission: "vehicles.read", icon: "Car" },
  { href: "/customers", label: "Customers", permission: "customers.read", icon: "UsersRound" },
  {
    href: "/agreements",
    label: "Agreements",
    permission: "agreements.read",
    icon: "FileSignature",
  },
  { href: "/fines", label: "Fines", permission: "fines.read", icon: "Receipt" },
  {
    href: "/damage-charges",
    label: "Damage charges",
    permission: "agreements.read",
    icon: "Receipt",
  },
  { href: "/tickets", label: "Tickets", permission: "tickets.read", icon: "LifeBuoy" },
  { href: "/billing", label: "Billing", permission: "credits.read", icon: "CreditCard" },
  { href: "/settings/company", label: "Company", permission: "company.update", icon: "Building2" },
  { href: "/settings/terms", label: "Terms", permission: "templates.manage", icon: "ScrollText" },
  {
    href: "/settings/inspection-templates",
    label: "Inspection templates",
    permission: "templates.manage",
    icon: "ListChecks",
  },
  {
    href: "/settings/damage-rates",
    label: "Damage rates",
    permission: "damage_rates.manage",
    icon: "PoundSterling",
  },
  { href: "/team", label: "Team", permission: "team.manage", icon: "Users" },
  { href: "/settings/api", label: "API access", permission: "api.manage", icon: "KeyRound" },
  { href: "/settings/webhooks", label: "Webhooks", permission: "webhooks.manage", icon: "Webhook" },
  { href: "/email", label: "Sent email", permission: "email.read", icon: "Mail" },
  { href: "/settings/activity", label: "Activity", permission: "activity.read", icon: "History" },
  {
    href: "/settings/data-retention",
    label: "Data retention",
    permission: "retention.manage",
    icon: "ShieldCheck",
  },
];
