import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { AppShell } from "~/components/shell/app-shell";
import { ROLE_LABELS } from "~/server/services/permissions";
import { api } from "~/trpc/server";

export default async function AppLayout({ children }: { children: ReactNode }) {
  const me = await (await api()).company.me().catch(() => null);
  if (!me) redirect("/login");
  return (
    <AppShell
      user={{ name: me.name, email: me.email, roleLabel: ROLE_LABELS[me.role] }}
      companyName={me.company.name}
      permissions={me.permissions}
    >
      {children}
    </AppShell>
  );
}
