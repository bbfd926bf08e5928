import type { Metadata } from "next";
import { TemplateSettings } from "~/components/inspection-templates/template-settings";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";

export const metadata: Metadata = { title: "Inspection templates" };

export default async function InspectionTemplatesPage() {
  if (!(await hasPermission("templates.manage"))) return <NoAccess what="inspection templates" />;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Inspection templates</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          The checklist, walk-around photos and accessories a report starts with. Each body type and
          report type has one default; a new report uses it unless you pick another.
        </p>
      </div>
      <TemplateSettings canEdit />
    </div>
  );
}
