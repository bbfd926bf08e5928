import type { Metadata } from "next";
import { Suspense } from "react";
import { ActivityLog } from "~/components/activity/activity-log";
import { ActivitySkeleton } from "~/components/activity/activity-skeleton";
import { NoAccess } from "~/components/shell/no-access";
import { hasPermission } from "~/components/shell/page-access";

export const metadata: Metadata = { title: "Activity" };

export default async function ActivityPage() {
  if (!(await hasPermission("activity.read"))) return <NoAccess what="the activity log" />;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Activity</h1>
        <p className="mt-1 text-sm text-slate-600">
          Who changed what, and when: your team, your API key, and what Kerbside did by itself.
        </p>
      </div>
      <Suspense fallback={<ActivitySkeleton label="Loading the activity log" />}>
        <ActivityLog />
      </Suspense>
    </div>
  );
}
