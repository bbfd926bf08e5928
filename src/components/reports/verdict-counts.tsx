import type { Inspection } from "~/server/models/inspection";

/** Pass / advisory / fail / unchecked totals, in words and numbers. */
export function VerdictCounts({ inspections }: { inspections: Inspection[] }) {
  const count = (v: Inspection["verdict"]) => inspections.filter((i) => i.verdict === v).length;
  const cells = [
    { label: "Pass", value: count("pass"), className: "text-green-800" },
    { label: "Advisory", value: count("advisory"), className: "text-amber-800" },
    { label: "Fail", value: count("fail"), className: "text-red-800" },
    { label: "Not checked", value: count(null), className: "text-slate-600" },
  ];
  return (
    <dl
      className="grid grid-cols-4 divide-x divide-slate-200 rounded-[var(--radius-card)] bg-white py-3 text-center shadow-sm ring-1 ring-slate-200"
      data-testid="verdict-counts"
    >
      {cells.map((c) => (
        <div key={c.label} className="px-1">
          <dt className="text-xs text-slate-600">{c.label}</dt>
          <dd className={`text-2xl font-semibold tabular-nums ${c.className}`}>{c.value}</dd>
        </div>
      ))}
    </dl>
  );
}
