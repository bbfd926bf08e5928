"use client";
// A draft report, one step at a time: the walk-around (one step per angle of the report's
// template), readings with the odometer and fuel photos, each checklist area, the accessories,
// then review. The step is in the URL (?step=), so the phone's back button and the
// readiness links work; moving to another step asks nothing of the server (step-link). A
// step carries a one-line header, the overview (no ?step) the report's full one. Edits update
// the cached data at once and autosave behind; Pass moves on to the next step by itself, and
// "Mark the rest as pass" answers the rest in one write.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { Check } from "lucide-react";
import dynamic from "next/dynamic";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { outbox } from "~/components/offline/outbox";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { InspectionPage } from "~/server/models/inspection";
import { angleLabel } from "~/server/models/photo-angles";
import type { Report } from "~/server/models/report";
import type { AppRouter } from "~/server/api/root";
import { useTRPC } from "~/trpc/react";
import { AccessoriesStep } from "./accessories-step";
import { AddArea } from "./add-area";
import { AreaStep, type InspectionPatch } from "./area-step";
import { ChecklistNav } from "./checklist-nav";
import { damageMarkers } from "./damage-markers";
import { DetailsStep, type ReportPatch } from "./details-step";
import { PassRest } from "./pass-rest";
import { ReviewStep } from "./review-step";
import { StepFooter } from "./step-footer";
import { StepHeader } from "./step-header";
import { goToStep } from "./step-link";
import type { LocationAnswer } from "./location-answer";
import { useDeviceLocation } from "./use-device-location";
import { useRefreshMedia } from "./use-inspection-media";
import { usePhotoUploads } from "./use-photo-uploads";
import { useVehiclePhotos } from "./use-vehicle-photos";
import { WalkAroundStep } from "./walk-around-step";

const ANGLE_STEP = "angle-";
// Only a check-in's review compares with check-out: loaded when it is shown.
const ComparisonView = dynamic(() => import("./comparison-view").then((m) => m.ComparisonView));

/** What the report's frozen template asks of the inspector (null before templates). */
export type ReportRules = inferRouterOutputs<AppRouter>["reports"]["reportTemplate"];

/** `initialChecklist` and `initialRules`: the report's inspections and template as the server
 * read them with the page, so the first screen is drawn with the page rather than after a round
 * trip; kept fresh by the queries. `location`: this phone's answer to the location question. */
type Props = {
  report: Report;
  initialChecklist: InspectionPage;
  initialRules: ReportRules;
  location: LocationAnswer;
  bodyType: string;
  energy: "fuel" | "charge" | "both";
};

export function InspectionFlow({
  report,
  initialChecklist,
  initialRules,
  location,
  bodyType,
  energy,
}: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const listInput = { report_id: report.id };
  const listKey = trpc.reports.listInspections.queryKey(listInput);
  const reportKey = trpc.reports.get.queryKey({ id: report.id });
  const inspections = useQuery({
    ...trpc.reports.listInspections.queryOptions(listInput),
    initialData: initialChecklist,
  });
  // The step Pass moved on to by itself, and the area it passed: said at the top of that step.
  const [moved, setMoved] = useState<{ to: string; passed: string } | null>(null);
  const refreshMedia = useRefreshMedia();
  const refreshReadiness = () =>
    queryClient.invalidateQueries({ queryKey: trpc.reports.readiness.queryKey({ id: report.id }) });
  const uploads = usePhotoUploads(report.id, (inspectionId) =>
    Promise.all([
      refreshMedia(inspectionId),
      queryClient.invalidateQueries({ queryKey: listKey }),
      refreshReadiness(),
    ]),
  );

  const rules = useQuery({
    ...trpc.reports.reportTemplate.queryOptions({ id: report.id }),
    initialData: initialRules,
  }).data;
  const vehiclePhotos = useVehiclePhotos(report.id, refreshReadiness);
  const device = useDeviceLocation(location);
  const hydrated = useHydrated();

  const items = inspections.data.data;
  const angles = rules?.photo_angles ?? [];
  const order = [
    ...angles.map((a) => `${ANGLE_STEP}${a}`),
    "details",
    ...items.map((i) => i.id),
    ...(report.accessories.length > 0 ? ["accessories"] : []),
    "review",
  ];
  const stepped = params.has("step");
  const requested = params.get("step") ?? order[0] ?? "details";
  const step = requested === "checklist" || order.includes(requested) ? requested : "details";
  // A notice of what Pass did belongs to the step it moved to, once: gone when the step changes.
  const [shown, setShown] = useState(step);
  if (shown !== step) {
    setShown(step);
    if (moved && moved.to !== step) setMoved(null);
  }
  const hrefFor = (s: string) => `${pathname}?step=${s}`;
  const index = order.indexOf(step);

  // Local edits go into the cache at once (cancelling a refetch that would bring older
  // values back), and again when saved, so a refetch that raced the save cannot win.
  const patchInspection = (id: string, patch: InspectionPatch) => {
    void queryClient.cancelQueries({ queryKey: listKey });
    queryClient.setQueryData(
      listKey,
      (old) => old && { ...old, data: old.data.map((i) => (i.id === id ? { ...i, ...patch } : i)) },
    );
  };
  const refreshComparison = () =>
    queryClient.invalidateQueries({
      queryKey: trpc.reports.comparison.queryKey({ id: report.id }),
    });
  // Saved on the phone first; the outbox sends it (components/offline) and, once nothing of
  // the report waits, the stored values (a check-in damage's `change`) and readiness are read back.
  const saveInspection = async (id: string, patch: InspectionPatch) => {
    const area = items.find((i) => i.id === id)?.area ?? "";
    await outbox.add(report.id, { type: "inspection", inspectionId: id, area, patch });
    patchInspection(id, patch);
  };
  const patchReport = (patch: ReportPatch | Pick<Report, "accessories">) => {
    void queryClient.cancelQueries({ queryKey: reportKey });
    queryClient.setQueryData(reportKey, (old) => old && { ...old, ...patch });
  };
  const saveAccessory = async (accessory: { name: string; present: boolean }) => {
    const accessories = report.accessories.map((a) => (a.name === accessory.name ? accessory : a));
    patchReport({ accessories });
    await outbox.add(report.id, { type: "report", patch: { accessories: [accessory] } });
  };
  const saveReport = async (patch: ReportPatch) => {
    await outbox.add(report.id, { type: "report", patch });
    patchReport(patch);
  };
  const refreshChecklist = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: listKey }), refreshReadiness()]);
  const remaining = items.filter((i) => i.verdict === null);
  const passRemaining = async () => {
    const ids = remaining.map((i) => i.id);
    await outbox.add(report.id, { type: "pass", inspectionIds: ids });
    queryClient.setQueryData(
      listKey,
      (old) =>
        old && {
          ...old,
          data: old.data.map((i) => (ids.includes(i.id) ? { ...i, verdict: "pass" as const } : i)),
        },
    );
    setMoved({
      to: "review",
      passed: `${remaining.length} ${remaining.length === 1 ? "area" : "areas"}`,
    });
  };

  if (inspections.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        The checklist could not be loaded: {inspections.error.message}
      </p>
    );

  const current = items.find((i) => i.id === step);
  const angle = step.startsWith(ANGLE_STEP) ? step.slice(ANGLE_STEP.length) : null;
  const fuelTitle = energy === "charge" ? "Charge level" : "Fuel gauge";
  const detailsDone =
    report.odometer !== null &&
    (energy === "charge" ? report.charge_level !== null : report.fuel_level !== null);
  const prev = index > 0 ? hrefFor(order[index - 1] ?? "details") : null;
  const nextStep = index >= 0 && index < order.length - 1 ? order[index + 1] : undefined;
  const arrived = moved !== null && moved.to === step;

  // Drawn by the server, the step takes no input until React has taken the page over: a field
  // typed into, or a verdict tapped, before then would be set back without a word (use-hydrated).
  return (
    <div className="space-y-3" inert={!hydrated}>
      {stepped ? (
        <StepHeader
          report={report}
          where={
            current
              ? `Area ${current.position} of ${items.length}`
              : angle
                ? `Walk-around ${angles.indexOf(angle as (typeof angles)[number]) + 1} of ${angles.length}`
                : step === "accessories"
                  ? "Accessories"
                  : step === "review"
                    ? "Review"
                    : step === "checklist"
                      ? "Checklist"
                      : "Readings"
          }
          overview={pathname}
        />
      ) : null}
      <div className="lg:grid lg:grid-cols-[20rem_1fr] lg:items-start lg:gap-6">
        <aside className={step === "checklist" ? "" : "hidden lg:sticky lg:top-6 lg:block"}>
          <ChecklistNav
            hrefFor={hrefFor}
            current={step}
            inspections={items}
            detailsDone={detailsDone}
            footer={
              <AddArea
                reportId={report.id}
                onAdded={async (id) => {
                  await refreshChecklist();
                  goToStep(hrefFor(id));
                }}
              />
            }
          />
        </aside>
        <section
          aria-label="Current step"
          className={step === "checklist" ? "hidden lg:block" : "min-w-0"}
        >
          <div className="rounded-[var(--radius-card)] bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
            <p
              role="status"
              className={
                arrived
                  ? "mb-3 flex items-center gap-1.5 text-sm font-medium text-green-800"
                  : "sr-only"
              }
              data-testid="passed-notice"
            >
              {arrived ? (
                <>
                  <Check className="size-4" aria-hidden />
                  {moved.passed} passed.
                </>
              ) : null}
            </p>
            {angle ? (
              <WalkAroundStep
                key={angle}
                target={{ kind: "angle", angle }}
                title={angleLabel(angle)}
                hint="Stand where the drawing shows and take the whole vehicle in the picture."
                bodyType={bodyType}
                photos={vehiclePhotos}
                device={device}
              />
            ) : step === "accessories" ? (
              <AccessoriesStep accessories={report.accessories} save={saveAccessory} />
            ) : step === "review" ? (
              <ReviewStep
                reportId={report.id}
                inspections={items}
                hrefFor={hrefFor}
                onPassRemaining={passRemaining}
                focusHeading={arrived}
                onCompleted={async () => {
                  await queryClient.invalidateQueries({ queryKey: reportKey });
                  router.replace(pathname);
                }}
              />
            ) : current ? (
              <AreaStep
                key={current.id}
                reportId={report.id}
                inbound={report.type === "inbound"}
                inspection={current}
                bodyType={bodyType}
                otherDamage={damageMarkers(
                  items.filter((i) => i.id !== current.id),
                  bodyType,
                ).map((m) => ({ ...m, muted: true }))}
                save={saveInspection}
                onLocalChange={patchInspection}
                uploads={uploads}
                onMediaChanged={refreshChecklist}
                onRemoved={async () => {
                  await refreshChecklist();
                  goToStep(hrefFor(nextStep ?? "review"), { replace: true });
                }}
                onAdded={async (id) => {
                  await Promise.all([refreshChecklist(), refreshComparison()]);
                  if (id) goToStep(hrefFor(id));
                }}
                onPassed={() => {
                  const to = nextStep ?? "review";
                  setMoved({ to, passed: current.area });
                  goToStep(hrefFor(to));
                }}
                passRest={
                  <PassRest
                    remaining={remaining}
                    onPass={async () => {
                      await passRemaining();
                      goToStep(hrefFor("review"));
                    }}
                  />
                }
                focusHeading={arrived}
              />
            ) : (
              <div className="space-y-8">
                <DetailsStep
                  report={report}
                  bodyType={bodyType}
                  energy={energy}
                  save={saveReport}
                  onLocalChange={patchReport}
                />
                {rules?.odometer_photo_required ? (
                  <WalkAroundStep
                    target={{ kind: "odometer" }}
                    title="Odometer"
                    hint="A clear photo of the mileage on the dashboard."
                    bodyType={bodyType}
                    photos={vehiclePhotos}
                    device={device}
                  />
                ) : null}
                {rules?.fuel_photo_required ? (
                  <WalkAroundStep
                    target={{ kind: "fuel" }}
                    title={fuelTitle}
                    hint={
                      energy === "charge"
                        ? "A photo of the battery charge on the dashboard."
                        : "A photo of the fuel gauge with the ignition on."
                    }
                    bodyType={bodyType}
                    photos={vehiclePhotos}
                    device={device}
                  />
                ) : null}
              </div>
            )}
          </div>
          {step === "review" && report.type === "inbound" ? (
            <div className="mt-6">
              <ComparisonView
                reportId={report.id}
                bodyType={bodyType}
                unit={report.odometer_unit}
              />
            </div>
          ) : null}
          <StepFooter
            prev={prev}
            next={nextStep ? hrefFor(nextStep) : null}
            nextLabel={nextStep === "review" ? "Review" : "Next"}
            checklist={hrefFor("checklist")}
          />
        </section>
      </div>
    </div>
  );
}
