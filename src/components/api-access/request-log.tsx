"use client";
// The Requests tab of API Access: the company's request log (of the mode the app is in), with
// the API's filters; opening an error shows the problem body it answered.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadMore, ListError } from "~/components/ui/load-more";
import { RelativeTime } from "~/components/ui/relative-time";
import { usePagedList } from "~/components/ui/use-paged-list";
import { cn } from "~/components/ui/cn";
import { REQUEST_LOG_METHODS, type RequestLog } from "~/server/models/request-log";
import { useTRPC, useTRPCClient } from "~/trpc/react";

type Filters = { status: string; method: string; path: string };
type Method = (typeof REQUEST_LOG_METHODS)[number];
const STATUSES = ["2xx", "4xx", "5xx"] as const;
const PAGE_SIZE = 25;

const inputClass =
  "min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-brand-600 focus:outline-none";

function ProblemBody({ id }: { id: string }) {
  const trpc = useTRPC();
  const detail = useQuery(trpc.settings.integrators.getRequestLog.queryOptions({ id }));
  if (detail.isPending) return <p className="text-sm text-slate-600">Loading…</p>;
  if (detail.isError) return <p className="text-sm text-red-700">{detail.error.message}</p>;
  const body = detail.data.response_body;
  let shown = body;
  if (body) {
    try {
      shown = JSON.stringify(JSON.parse(body), null, 2);
    } catch {
      shown = body;
    }
  }
  return (
    <div className="space-y-2 text-sm">
      {detail.data.query ? (
        <p className="break-all">
          <span className="text-slate-600">Query: </span>
          <code className="font-mono">{detail.data.query}</code>
        </p>
      ) : null}
      <pre
        data-testid="problem-body"
        className="rounded-lg bg-slate-900 p-3 font-mono text-xs whitespace-pre-wrap text-slate-100 [overflow-wrap:anywhere]"
      >
        {shown}
      </pre>
    </div>
  );
}

function Row({ entry }: { entry: RequestLog }) {
  const [open, setOpen] = useState(false);
  const failed = entry.status >= 400;
  return (
    <li className="border-b border-slate-200 py-3 last:border-b-0" data-testid="request-row">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span
          className={cn(
            "rounded px-2 py-0.5 font-mono text-xs font-semibold",
            failed
              ? "bg-red-50 text-red-800 ring-1 ring-red-200"
              : "bg-emerald-50 text-emerald-800",
          )}
        >
          {entry.status}
        </span>
        <span className="font-mono text-xs font-semibold">{entry.method}</span>
        {/* On a phone the path takes a line of its own, under the status and method. */}
        <span className="order-last min-w-0 basis-full font-mono text-xs break-all sm:order-none sm:basis-0 sm:flex-1">
          {entry.path}
        </span>
        {entry.error_code ? (
          <span className="font-mono text-xs text-red-800" data-testid="request-error-code">
            {entry.error_code}
          </span>
        ) : null}
        <span className="text-xs text-slate-600">{entry.duration_ms} ms</span>
        <span className="text-xs text-slate-600">
          <RelativeTime value={entry.created_at} />
        </span>
      </div>
      {failed ? (
        <div className="mt-2">
          <button
            type="button"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
            className="min-h-11 text-sm font-medium text-brand-700 underline underline-offset-2"
          >
            {open ? "Hide" : "Show"} problem details
            <span className="sr-only"> of request {entry.id}</span>
          </button>
          {open ? <ProblemBody id={entry.id} /> : null}
        </div>
      ) : null}
    </li>
  );
}

export function RequestLogView() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const [filters, setFilters] = useState<Filters>({ status: "", method: "", path: "" });
  const query = usePagedList(
    [...trpc.settings.integrators.listRequestLogs.queryKey(), filters],
    (cursor) =>
      client.settings.integrators.listRequestLogs.query({
        limit: PAGE_SIZE,
        cursor,
        status: filters.status || undefined,
        method: (filters.method || undefined) as Method | undefined,
        path: filters.path.startsWith("/") ? filters.path : undefined,
      }),
  );
  const set = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));
  const entries = query.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <section aria-labelledby="requests-heading" className="space-y-4">
      <div>
        <h2 id="requests-heading" className="text-lg font-semibold">
          Requests
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Every API request of the last 30 days in this mode, refusals included. No request bodies
          or keys are kept.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="space-y-1 text-sm">
          <span className="font-medium">Status</span>
          <select
            className={inputClass}
            value={filters.status}
            onChange={(e) => set({ status: e.target.value })}
          >
            <option value="">Any</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-sm">
          <span className="font-medium">Method</span>
          <select
            className={inputClass}
            value={filters.method}
            onChange={(e) => set({ method: e.target.value })}
          >
            <option value="">Any</option>
            {REQUEST_LOG_METHODS.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-sm">
          <span className="font-medium">Path starts with</span>
          <input
            className={inputClass}
            value={filters.path}
            placeholder="/api/v1/reports"
            onChange={(e) => set({ path: e.target.value })}
          />
        </label>
      </div>
      {query.isPending ? (
        <p className="text-sm text-slate-600">Loading requests…</p>
      ) : query.isError ? (
        <ListError what="request log" error={query.error} retry={query.refetch} />
      ) : entries.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
          No requests match. Requests made with your key show up here within a second.
        </p>
      ) : (
        <div className="space-y-4">
          <ul className="rounded-[var(--radius-card)] bg-white px-4 ring-1 ring-slate-200">
            {entries.map((entry) => (
              <Row key={entry.id} entry={entry} />
            ))}
          </ul>
          <LoadMore query={query} />
        </div>
      )}
    </section>
  );
}
