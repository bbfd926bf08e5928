import type { Metadata } from "next";
import { TermsSettings } from "~/components/agreements/terms-settings";
import { LiabilityNotice } from "~/components/fines/liability-notice";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";

export const metadata: Metadata = { title: "Terms" };

export default async function TermsPage() {
  if (!(await hasPermission("agreements.read"))) return <NoAccess what="terms templates" />;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Terms</h1>
        <p className="mt-1 text-sm text-slate-600">
          The hire terms attached to your rental agreements. The default is used unless you pick
          another.
        </p>
      </div>
      <LiabilityNotice />
      <TermsSettings canEdit={await hasPermission("templates.manage")} />
    </div>
  );
}
