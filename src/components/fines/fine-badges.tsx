// A fine's status and match in words, with an icon, so colour is never the only signal.
import {
  AlertTriangle,
  CheckCircle2,
  CircleSlash,
  HelpCircle,
  Inbox,
  Link2,
  Send,
  Unlink,
} from "lucide-react";
import { cn } from "~/components/ui/cn";
import type { FineMatch, FineStatus } from "~/server/models/fine-words";
import { FINE_MATCH_LABELS, FINE_STATUS_LABELS } from "./labels";

const BADGE =
  "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1";

const STATUS = {
  received: { icon: Inbox, className: "bg-amber-50 text-amber-900 ring-amber-200" },
  transferred: { icon: Send, className: "bg-blue-50 text-blue-900 ring-blue-200" },
  paid: { icon: CheckCircle2, className: "bg-green-50 text-green-900 ring-green-200" },
  cancelled: { icon: CircleSlash, className: "bg-slate-100 text-slate-700 ring-slate-200" },
} as const;

const MATCH = {
  matched: { icon: Link2, className: "bg-green-50 text-green-900 ring-green-200" },
  no_hire: { icon: Unlink, className: "bg-slate-100 text-slate-700 ring-slate-200" },
  ambiguous: { icon: HelpCircle, className: "bg-amber-50 text-amber-900 ring-amber-200" },
} as const;

export function FineStatusBadge({ status }: { status: FineStatus }) {
  const { icon: Icon, className } = STATUS[status];
  return (
    <span className={cn(BADGE, className)}>
      <Icon className="size-3.5" aria-hidden />
      {FINE_STATUS_LABELS[status]}
    </span>
  );
}

export function FineMatchBadge({ match }: { match: FineMatch }) {
  const { icon: Icon, className } = MATCH[match];
  return (
    <span className={cn(BADGE, className)}>
      <Icon className="size-3.5" aria-hidden />
      {FINE_MATCH_LABELS[match]}
    </span>
  );
}

/** The respond-by date, marked as a warning from 7 days before it while the fine is to answer. */
export function RespondBy({ words, warn }: { words: string; warn: boolean }) {
  return warn ? (
    <span className="inline-flex items-center gap-1 font-medium text-red-800">
      <AlertTriangle className="size-4 shrink-0" aria-hidden />
      {words}
    </span>
  ) : (
    <span className="text-slate-700">{words}</span>
  );
}
