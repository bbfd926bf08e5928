import type { Metadata } from "next";
import { CompanyDetailsForm } from "~/components/company/company-form";
import { LogoUpload } from "~/components/company/logo-upload";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Company settings" };

export default async function CompanySettingsPage() {
  if (!(await hasPermission("company.update")))
    return <NoAccess what="changing the company's details" />;
  const company = await (await api()).settings.company.get();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Company settings</h1>
        <p className="mt-1 text-sm text-slate-600">
          Your business as hirers see it on reports, agreements and emails.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <CompanyDetailsForm company={company} />
        <LogoUpload hasLogo={company.has_logo} />
      </div>
    </div>
  );
}
