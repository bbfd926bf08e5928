import type { Metadata } from "next";
import { ApiAccessTabs } from "~/components/api-access/api-access-settings";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { appOrigin } from "~/server/http/problem";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "API access" };

export default async function ApiAccessPage() {
  if (!(await hasPermission("api.manage"))) return <NoAccess what="managing API access" />;
  const settings = await (await api()).settings.apiAccess.get();
  const baseUrl = `${appOrigin()}/api/v1`;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">API access</h1>
        <p className="mt-1 text-sm text-slate-600">
          Connect your booking system, dealer software or CRM to Kerbside through the REST API.
        </p>
      </div>
      <ApiAccessTabs initial={settings} baseUrl={baseUrl} />
    </div>
  );
}
