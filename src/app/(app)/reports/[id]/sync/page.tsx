import type { Metadata } from "next";
import { BackLink } from "~/components/ui/back-link";
import { SyncScreen } from "~/components/offline/sync-screen";

export const metadata: Metadata = { title: "Waiting to upload" };

// Read from the phone's own store, so it opens with no signal too (the service worker keeps it).
export default async function ReportSyncPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <div className="space-y-4">
      <BackLink href={`/reports/${id}`}>Back to the report</BackLink>
      <h1 className="text-2xl font-semibold">Waiting to upload</h1>
      <SyncScreen reportId={id} />
    </div>
  );
}
