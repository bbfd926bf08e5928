// The agreement's status timeline and the signing audit trail (sent, opened, signed).
import { RelativeTime } from "~/components/ui/relative-time";
import { ScrollRegion } from "~/components/ui/scroll-region";
import type { Agreement } from "~/server/models/agreement";

type AuditRow = { kind: string; at: string; ip_address: string | null; user_agent: string | null };

export function StatusTimeline({ agreement: a }: { agreement: Agreement }) {
  const steps: [string, string | null][] = [
    ["Created", a.created_at],
    ["Sent for signing", a.sent_at],
    ["Opened by the hirer", a.viewed_at],
    ["Signed by the hirer", a.signed_at],
    ["Handed over", a.handed_over_at],
    ["Returned and closed", a.closed_at],
  ];
  if (a.cancelled_at) steps.push(["Cancelled", a.cancelled_at]);
  return (
    <ol className="space-y-3" aria-label="Status timeline">
      {steps.map(([label, at]) => (
        <li key={label} className="flex items-start gap-3">
          <span
            aria-hidden
            className={`mt-1.5 size-2.5 shrink-0 rounded-full ${at ? "bg-brand-600" : "bg-slate-300"}`}
          />
          <div className="text-sm">
            <p className={at ? "font-medium" : "text-slate-500"}>
              {label}
              {at ? null : <span className="sr-only"> (not yet)</span>}
            </p>
            {at ? <RelativeTime value={at} /> : <p className="text-slate-500">Not yet</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}

const KIND_WORDS: Record<string, string> = {
  sent: "Link sent",
  opened: "Link opened",
  signed: "Signed",
};

export function AuditTrail({ rows }: { rows: AuditRow[] }) {
  if (rows.length === 0)
    return (
      <p className="text-sm text-slate-600">
        Nothing yet: the trail starts when the agreement is sent for signing.
      </p>
    );
  return (
    <ScrollRegion
      label="Audit trail, scrolls sideways on small screens"
      className="overflow-x-auto"
    >
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Audit trail</caption>
        <thead className="text-xs text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-4">
              Event
            </th>
            <th scope="col" className="py-2 pr-4">
              Time (UTC)
            </th>
            <th scope="col" className="py-2 pr-4">
              IP address
            </th>
            <th scope="col" className="py-2">
              User agent
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, i) => (
            <tr key={`${row.kind}-${i}`}>
              <td className="py-2 pr-4 font-medium">{KIND_WORDS[row.kind] ?? row.kind}</td>
              <td className="py-2 pr-4 whitespace-nowrap">
                {row.at.slice(0, 19).replace("T", " ")}
              </td>
              <td className="py-2 pr-4 [overflow-wrap:anywhere]">{row.ip_address ?? "-"}</td>
              <td className="max-w-md py-2 text-slate-600 [overflow-wrap:anywhere]">
                {row.user_agent ?? "-"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
