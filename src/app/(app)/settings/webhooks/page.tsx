import type { Metadata } from "next";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";
import { WebhookSettings } from "~/components/webhooks/webhook-settings";

export const metadata: Metadata = { title: "Webhooks" };

export default async function WebhooksPage() {
  if (!(await hasPermission("webhooks.manage"))) return <NoAccess what="managing webhooks" />;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Webhooks</h1>
        <p className="mt-1 text-sm text-slate-600">
          Send events to your own systems as they happen: signed, retried, and logged.
        </p>
      </div>
      <WebhookSettings />
    </div>
  );
}
