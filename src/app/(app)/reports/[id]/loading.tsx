const block =
  "animate-pulse rounded-[var(--radius-card)] bg-white ring-1 ring-slate-200 motion-reduce:animate-none";

/** The report screen's shape while it loads: header, checklist and the current step. */
export default function ReportLoading() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading the report">
      <div className="h-5 w-24 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
      <div className="flex items-center gap-3">
        <div className="h-12 w-44 animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none" />
        <div className="h-10 w-48 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
      </div>
      <div className="lg:grid lg:grid-cols-[20rem_1fr] lg:gap-6">
        <div className={`hidden h-[32rem] lg:block ${block}`} />
        <div className={`h-[28rem] ${block}`} />
      </div>
    </div>
  );
}
