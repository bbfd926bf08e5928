"use client";
// The dashboard's warning: fines still to answer whose respond_by is 7 days away or less.
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import { IntentLink } from "~/components/ui/intent-link";
import { addDays, DUE_SOON_DAYS } from "~/server/models/fine-words";
import { useTRPC } from "~/trpc/react";
import { ukToday } from "./labels";

export function FinesDueWarning() {
  const trpc = useTRPC();
  const due = useQuery(
    trpc.agreements.listFines.queryOptions({
      status: "received",
      respond_by_before: addDays(ukToday(), DUE_SOON_DAYS),
      limit: 100,
    }),
  );
  const count = due.data?.data.length ?? 0;
  if (count === 0) return null;
  const many = due.data?.has_more
    ? "More than 100 fines"
    : `${count} ${count === 1 ? "fine" : "fines"}`;
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-[var(--radius-card)] bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex gap-2">
        <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
        <span>
          <strong>
            {many} to answer within {DUE_SOON_DAYS} days.
          </strong>{" "}
          Transfer {count === 1 ? "it" : "them"} to the hirer or pay before the notice&apos;s 28
          days run out.
        </span>
      </p>
      <IntentLink href="/fines?due=soon" className="font-medium underline">
        See fines due soon
      </IntentLink>
    </div>
  );
}
