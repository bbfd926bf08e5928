"use client";
// The Activity section of a report, agreement, customer or vehicle page: that object's
// rows (a report's inspections and photos too), newest first; read again whenever a change
// made on the page settles, so the section keeps up with the page. It is read when it comes
// near the screen: a phone inspecting a vehicle on a weak signal does not fetch (or draw) a
// history it may never scroll to.
import { useIsMutating } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { LoadMore, ListError } from "~/components/ui/load-more";
import { usePagedList } from "~/components/ui/use-paged-list";
import type { ObjectActivityQuery } from "~/server/models/activity";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import { ActivitySkeleton } from "./activity-skeleton";

// The rows' words for every kind of object are loaded with the first rows, not with the page.
const ActivityRows = dynamic(() => import("./activity-rows").then((m) => m.ActivityRows), {
  loading: () => <ActivitySkeleton label="Loading the activity" />,
});

const PAGE_SIZE = 10;

type Props = { type: ObjectActivityQuery["object_type"]; id: string };

function Rows({ type, id }: Props) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const query = usePagedList([...trpc.settings.activity.forObject.queryKey(), type, id], (cursor) =>
    client.settings.activity.forObject.query({
      object_type: type,
      object_id: id,
      limit: PAGE_SIZE,
      cursor,
    }),
  );
  const mutating = useIsMutating();
  const wasMutating = useRef(0);
  const { refetch } = query;
  useEffect(() => {
    if (wasMutating.current > 0 && mutating === 0) void refetch();
    wasMutating.current = mutating;
  }, [mutating, refetch]);
  if (query.isPending) return <ActivitySkeleton label="Loading the activity" />;
  if (query.isError) return <ListError what="activity" error={query.error} retry={query.refetch} />;
  const entries = query.data.pages.flatMap((p) => p.data);
  if (entries.length === 0) {
    return (
      <p className="rounded-[var(--radius-card)] bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200">
        No changes recorded yet. Every edit from now on shows up here, with who made it.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <ActivityRows entries={entries} showObject={false} />
      <LoadMore query={query} />
    </div>
  );
}

export function ObjectActivity(props: Props) {
  const section = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = section.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <section ref={section} aria-labelledby="activity-heading" className="space-y-3">
      <h2 id="activity-heading" className="text-lg font-semibold">
        Activity
      </h2>
      {near ? <Rows {...props} /> : <ActivitySkeleton label="Loading the activity" />}
    </section>
  );
}
