"use client";
import {
  Building2,
  Car,
  ClipboardCheck,
  CreditCard,
  FileSignature,
  History,
  KeyRound,
  LayoutDashboard,
  LifeBuoy,
  ListChecks,
  Mail,
  Menu,
  PoundSterling,
  Receipt,
  ShieldCheck,
  ScrollText,
  Users,
  UsersRound,
  Webhook,
  X,
} from "lucide-react";
import { usePathname } from "next/navigation";
import { useState, type ReactNode } from "react";
import { Logo } from "~/components/brand/logo";
import { cn } from "~/components/ui/cn";
import { IntentLink } from "~/components/ui/intent-link";
import { LogOutButton } from "./log-out-button";
import { NAV_ITEMS } from "./nav-items";
import { UnreadBadge, unreadLabel, useUnreadTickets } from "./unread-tickets";

const ICONS = {
  LayoutDashboard,
  Building2,
  Users,
  UsersRound,
  Mail,
  Car,
  ClipboardCheck,
  CreditCard,
  KeyRound,
  Webhook,
  FileSignature,
  ScrollText,
  ListChecks,
  LifeBuoy,
  Receipt,
  PoundSterling,
  History,
  ShieldCheck,
} as const;

type Props = {
  children: ReactNode;
  user: { name: string; email: string; roleLabel: string };
  companyName: string;
  permissions: string[];
  /** Whether the nav counts the member's unread tickets (they may read tickets and are past the two-step set-up). */
  countUnreadTickets: boolean;
};

export function AppShell({ children, user, companyName, permissions, countUnreadTickets }: Props) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const unreadTickets = useUnreadTickets(countUnreadTickets);
  const items = NAV_ITEMS.filter((item) => permissions.includes(item.permission));

  const nav = (
    <nav aria-label="Main" className="flex flex-col gap-1">
      {items.map((item) => {
        const Icon = ICONS[item.icon as keyof typeof ICONS] ?? LayoutDashboard;
        const active = pathname === item.href || pathname.startsWith(`${item.href}/`);
        const unread = item.href === "/tickets" ? unreadTickets : 0;
        return (
          <IntentLink
            key={item.href}
            href={item.href}
            onClick={() => setOpen(false)}
            aria-current={active ? "page" : undefined}
            aria-label={unreadLabel(item.label, unread)}
            className={cn(
              "flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium",
              active ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100",
            )}
          >
            <Icon className="size-4" aria-hidden />
            {item.label}
            <UnreadBadge count={unread} />
          </IntentLink>
        );
      })}
    </nav>
  );

  const account = (
    <div className="border-t border-slate-200 pt-4">
      <p className="truncate text-sm font-medium">{user.name}</p>
      <p className="truncate text-xs text-slate-500">
        {user.roleLabel} · {companyName}
      </p>
      <IntentLink
        href="/settings/security"
        onClick={() => setOpen(false)}
        aria-current={pathname === "/settings/security" ? "page" : undefined}
        className="mt-3 flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-sm text-slate-700 hover:bg-slate-100"
      >
        <ShieldCheck className="size-4" aria-hidden />
        Sign-in and security
      </IntentLink>
      <LogOutButton className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-sm text-slate-700 hover:bg-slate-100" />
    </div>
  );

  return (
    <div className="min-h-screen lg:grid lg:grid-cols-[16rem_1fr]">
      <header className="sticky top-0 z-20 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3 lg:hidden">
        <Logo />
        <button
          type="button"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls="mobile-nav"
          className="grid size-11 place-items-center rounded-lg hover:bg-slate-100"
        >
          {open ? <X aria-hidden /> : <Menu aria-hidden />}
          <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
        </button>
      </header>
      {open ? (
        <div id="mobile-nav" className="space-y-4 border-b border-slate-200 bg-white p-4 lg:hidden">
          {nav}
          {account}
        </div>
      ) : null}
      {/* The column carries the background down long pages; the sidebar inside stays in view. */}
      <div className="hidden border-r border-slate-200 bg-white lg:block">
        <aside className="sticky top-0 flex h-screen flex-col justify-between gap-4 overflow-y-auto p-4">
          <div className="space-y-6">
            <Logo />
            {nav}
          </div>
          {account}
        </aside>
      </div>
      <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-8 sm:py-8">{children}</main>
    </div>
  );
}
