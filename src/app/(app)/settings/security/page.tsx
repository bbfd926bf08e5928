import type { Metadata } from "next";
import type { ReactNode } from "react";
import { ChangePasswordForm } from "~/components/auth/change-password-form";
import { DevicesCard } from "~/components/security/devices-card";
import { TwoStepCard } from "~/components/security/two-step-card";
import { TwoStepRuleCard } from "~/components/security/two-step-rule-card";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Sign-in and security" };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-[var(--radius-card)] bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={`${id}-heading`} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default async function SecurityPage() {
  const me = await (await api()).account.me();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Sign-in and security</h1>
        <p className="mt-1 text-sm text-slate-600">
          Your password, two-step sign-in and the devices you are signed in on.
        </p>
      </div>
      <Section id="two-step" title="Two-step sign-in">
        <TwoStepCard />
      </Section>
      <Section id="devices" title="Signed-in devices">
        <DevicesCard />
      </Section>
      <Section id="password" title="Change password">
        <ChangePasswordForm />
      </Section>
      {me.permissions.includes("team.manage") ? (
        <Section id="rule" title="Two-step sign-in for the team">
          <TwoStepRuleCard />
        </Section>
      ) : null}
    </div>
  );
}
