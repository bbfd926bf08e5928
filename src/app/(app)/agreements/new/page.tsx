import type { Metadata } from "next";
import { NewAgreementWizard } from "~/components/agreements/new-agreement-wizard";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { BackLink } from "~/components/ui/back-link";

export const metadata: Metadata = { title: "New agreement" };

export default async function NewAgreementPage() {
  if (!(await hasPermission("agreements.write"))) return <NoAccess what="new rental agreements" />;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <BackLink href="/agreements">Agreements</BackLink>
      <div>
        <h1 className="text-2xl font-semibold">New agreement</h1>
        <p className="mt-1 text-sm text-slate-600">
          The hirer gets a link to read and sign it on their phone.
        </p>
      </div>
      <NewAgreementWizard />
    </div>
  );
}
