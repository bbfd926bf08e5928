import { NotFoundCard } from "~/components/ui/not-found-card";

export default function ReportNotFound() {
  return (
    <NotFoundCard title="Report not found" backHref="/reports" backLabel="Back to reports">
      There is no report with this address in your company. It may have been typed wrongly, or
      belong to another account.
    </NotFoundCard>
  );
}
