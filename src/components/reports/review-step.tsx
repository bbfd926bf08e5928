"use client";
// The last step of a draft: what is still missing (each with a way to fix it), the
// answers at a glance, and Complete, confirmed because it freezes the checklist.
import { useMutation, useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { Inspection } from "~/server/models/inspection";
import type { Readiness } from "~/server/models/report";
import { useTRPC } from "~/trpc/react";
import { errorMessage } from "~/components/ui/app-error";
import { UploadBlock, useUploadBlock } from "~/components/offline/upload-block";
import { PassRest } from "./pass-rest";
import { ReadinessList } from "./readiness-list";
import { ANGLE_LABELS, PHOTO_ANGLES } from "~/server/models/photo-angles";
import { useArrivalFocus } from "./use-arrival-focus";
import { VerdictCounts } from "./verdict-counts";

type Props = {
  reportId: string;
  inspections: Inspection[];
  hrefFor: (step: string) => string;
  onCompleted: () => Promise<unknown>;
  onPassRemaining: () => Promise<unknown>;
  /** Arrived here by itself (after the last Pass): the heading takes focus. */
  focusHeading: boolean;
};

export function ReviewStep({
  reportId,
  inspections,
  hrefFor,
  onCompleted,
  onPassRemaining,
  focusHeading,
}: Props) {
  const trpc = useTRPC();
  const readiness = useQuery({
    ...trpc.reports.readiness.queryOptions({ id: reportId }),
    staleTime: 0,
  });
  const complete = useMutation(trpc.reports.complete.mutationOptions());
  const unanswered = inspections.filter((i) => i.verdict === null);
  const heading = useArrivalFocus(focusHeading);
  const uploadBlock = useUploadBlock(reportId, "completed");

  const fixAt = (item: Readiness["missing"][number]) => {
    if (item.code === "checklist_unanswered" && unanswered[0])
      return { href: hrefFor(unanswered[0].id), label: "Answer" };
    if (item.code === "photo_missing") {
      const target =
        inspections.find((i) => item.message === `Take a photo of ${i.area}.`) ??
        inspections.find(
          (i) => i.verdict !== "pass" && i.verdict !== null && i.media_count === 0,
        ) ??
        inspections[0];
      return target ? { href: hrefFor(target.id), label: "Take a photo" } : null;
    }
    if (item.code === "angle_photo_missing") {
      const angle = PHOTO_ANGLES.find((a) => item.message === `Take the ${ANGLE_LABELS[a]} photo.`);
      return angle ? { href: hrefFor(`angle-${angle}`), label: "Take it" } : null;
    }
    if (item.code === "odometer_photo_missing" || item.code === "fuel_photo_missing")
      return { href: hrefFor("details"), label: "Take it" };
    if (item.code === "accessory_unchecked")
      return { href: hrefFor("accessories"), label: "Tick it" };
    if (item.code === "signature_missing") return null;
    return { href: hrefFor("details"), label: "Record it" };
  };

  const forCompletion = readiness.data?.missing.filter((m) => m.required_for === "complete") ?? [];

  return (
    <div className="space-y-6">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        Review and complete
      </h2>
      <VerdictCounts inspections={inspections} />
      <section aria-labelledby="readiness-heading" className="space-y-3">
        <h3 id="readiness-heading" className="text-base font-semibold">
          Before you complete
        </h3>
        {readiness.isPending ? (
          <div
            className="h-12 animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none"
            role="status"
            aria-busy="true"
            aria-label="Checking the report"
          />
        ) : readiness.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {readiness.error.message}
          </p>
        ) : (
          <ReadinessList
            items={forCompletion}
            fixAt={fixAt}
            doneText="Everything needed is recorded. You can complete the report."
          />
        )}
        <PassRest
          remaining={unanswered}
          onPass={async () => {
            await onPassRemaining();
            await readiness.refetch();
          }}
        />
      </section>
      <UploadBlock id="upload-block" reason={uploadBlock} />
      <ConfirmDialog
        trigger={
          <Button
            size="lg"
            className="w-full sm:w-auto"
            disabled={!readiness.data?.can_complete || uploadBlock !== null}
            aria-describedby={uploadBlock ? "upload-block" : undefined}
          >
            Complete report
          </Button>
        }
        title="Complete this report?"
        description="After this the checklist, photos and readings can no longer be changed. You will sign it off next."
        confirmLabel="Complete report"
        onConfirm={async () => {
          try {
            await complete.mutateAsync({ id: reportId });
          } catch (error) {
            toast.error(errorMessage(error, "The report could not be completed."));
            await readiness.refetch();
            throw error;
          }
          toast.success("Report completed.");
          await onCompleted();
        }}
      />
    </div>
  );
}
