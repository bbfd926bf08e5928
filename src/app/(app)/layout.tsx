import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { LowBalanceBanner } from "~/components/billing/low-balance-banner";
import { TwoStepRequired } from "~/components/security/two-step-required";
import { AppShell } from "~/components/shell/app-shell";
import { ROLE_LABELS } from "~/server/services/permissions";
import { api } from "~/trpc/server";

export default async function AppLayout({ children }: { children: ReactNode }) {
  const trpc = await api();
  const me = await trpc.account.me().catch(() => null);
  if (!me) redirect("/login");
  const lowBalance =
    me.permissions.includes("credits.read") && !me.two_step_setup_required
      ? await trpc.billing.lowBalance()
      : null;
  return (
    <AppShell
      user={{ name: me.name, email: me.email, roleLabel: ROLE_LABELS[me.role] }}
      companyName={me.company.name}
      permissions={me.permissions}
      countUnreadTickets={me.permissions.includes("tickets.read") && !me.two_step_setup_required}
    >
      {lowBalance?.low ? (
        <LowBalanceBanner
          balance={lowBalance.balance}
          canBuy={me.permissions.includes("billing.manage")}
        />
      ) : null}
      {me.two_step_setup_required ? <TwoStepRequired /> : children}
    </AppShell>
  );
}
