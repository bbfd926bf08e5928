import type { Metadata } from "next";
import { RetentionPolicyForm } from "~/components/privacy/retention-policy-form";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Data retention" };

export default async function DataRetentionPage() {
  if (!(await hasPermission("retention.manage")))
    return <NoAccess what="changing the data retention policy" />;
  const policy = await (await api()).agreements.getRetentionPolicy();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Data retention</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          How long Kerbside keeps hirers’ personal data. Every night it applies these to your
          records, in small steps that never hold up your team. A signed contract is usually kept 6
          years, for claims (Limitation Act 1980).
        </p>
      </div>
      <RetentionPolicyForm policy={policy} />
    </div>
  );
}
