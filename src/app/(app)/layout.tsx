import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { LowBalanceBanner } from "~/components/billing/low-balance-banner";
import { ServiceWorker } from "~/components/offline/service-worker";
import { AppShell } from "~/components/shell/app-shell";
import { TwoStepRequired } from "~/components/shell/occasional-screens";
import { TestModeBar } from "~/components/test-mode/test-mode-bar";
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
  const { test_mode: testMode } = me.two_step_setup_required
    ? { test_mode: false }
    : await trpc.account.testMode();
  return (
    <AppShell
      user={{ name: me.name, email: me.email, roleLabel: ROLE_LABELS[me.role] }}
      companyName={me.company.name}
      permissions={me.permissions}
      countUnreadTickets={me.permissions.includes("tickets.read") && !me.two_step_setup_required}
    >
      {me.two_step_setup_required ? null : <TestModeBar testMode={testMode} />}
      {lowBalance?.low ? (
        <LowBalanceBanner
          balance={lowBalance.balance}
          canBuy={me.permissions.includes("billing.manage")}
        />
      ) : null}
      {me.two_step_setup_required ? <TwoStepRequired /> : children}
      <ServiceWorker />
    </AppShell>
  );
}
