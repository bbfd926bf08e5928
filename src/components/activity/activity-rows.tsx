// The rows of an activity list (Settings > Activity and each object's Activity section):
// who, what, when, and the fields that changed. One layout from 375 px to desktop.
import { ArrowRight, Bot, KeyRound, PenLine, User } from "lucide-react";
import { IntentLink } from "~/components/ui/intent-link";
import { RelativeTime } from "~/components/ui/relative-time";
import type { ActivityEntry } from "~/server/models/activity";
import { formatVrm } from "~/server/models/uk-format";
import { objectHref, objectLabel, verbOf } from "./activity-text";
import { describeChanges, type Shown } from "./describe-change";

const ACTOR_ICONS = { user: User, api_key: KeyRound, system: Bot, hirer: PenLine } as const;

function Actor({ actor }: { actor: ActivityEntry["actor"] }) {
  const Icon = ACTOR_ICONS[actor.type];
  return (
    <span className="inline-flex items-center gap-1.5 font-medium text-slate-900">
      <Icon className="size-4 shrink-0 text-slate-500" aria-hidden />
      {actor.name}
      {actor.type === "system" ? (
        <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
          Automatic
        </span>
      ) : null}
      {actor.type === "hirer" ? (
        <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
          Hirer
        </span>
      ) : null}
    </span>
  );
}

const Value = ({ value, className }: { value: Shown; className: string }) =>
  value.empty ? (
    <em className="text-slate-500">{value.text}</em>
  ) : (
    <span className={className}>{value.text}</span>
  );

function Changes({ entry }: { entry: ActivityEntry }) {
  const changes = describeChanges(entry);
  if (changes.length === 0) return null;
  return (
    <dl className="mt-2 space-y-1 text-sm">
      {changes.map(({ field, label, before, after, secret }) => (
        <div key={field} className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
          <dt className="text-slate-600">{label}</dt>
          <dd className="flex min-w-0 flex-wrap items-baseline gap-x-1.5 break-words text-slate-900">
            {secret ? (
              <span className="italic text-slate-700">{after.text}</span>
            ) : before === null ? (
              <Value value={after} className="text-slate-900" />
            ) : (
              <>
                <Value value={before} className="text-slate-600" />
                <ArrowRight
                  className="size-3.5 shrink-0 self-center text-slate-500"
                  aria-label="changed to"
                />
                <Value value={after} className="text-slate-900" />
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

// Settings objects are the company's own (their id is the company's): their name says it all.
const NAMED_BY_ID = new Set([
  "report",
  "inspection",
  "media",
  "agreement",
  "terms",
  "customer",
  "licence_check",
  "vehicle",
  "webhook_endpoint",
  "purchase",
  "user",
  "invitation",
]);

// A report's name says what it is ("outbound report for AB12CDE"): the name is the link, the id beside it.
const NAME_SAYS_WHAT = new Set(["report"]);

function ObjectName({ entry, href }: { entry: ActivityEntry; href: string | null }) {
  // Mid-sentence: "company details", but "API access" keeps its capitals.
  const words = objectLabel(entry);
  const label = /^[A-Z]{2}/.test(words) ? words : words.charAt(0).toLowerCase() + words.slice(1);
  const { name, id: objectId } = entry.object;
  if (name && NAME_SAYS_WHAT.has(entry.object.type)) {
    return (
      <>
        <span className="text-slate-700">the</span>{" "}
        {href ? (
          <IntentLink
            href={href}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {name}
          </IntentLink>
        ) : (
          <span className="font-medium text-slate-900">{name}</span>
        )}{" "}
        <span className="font-mono text-xs text-slate-600">{objectId}</span>
      </>
    );
  }
  const id = name ? (
    <span className="font-medium text-slate-900">
      {entry.object.type === "vehicle" ? formatVrm(name) : name}
    </span>
  ) : NAMED_BY_ID.has(entry.object.type) ? (
    <span className="font-mono text-xs text-slate-600">{objectId}</span>
  ) : null;
  if (!href) {
    return (
      <>
        <span className="text-slate-700">{label}</span> {id}
      </>
    );
  }
  return (
    <>
      <IntentLink
        href={href}
        className="font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {label}
      </IntentLink>{" "}
      {id}
    </>
  );
}

export function ActivityRows({
  entries,
  showObject = true,
}: {
  entries: ActivityEntry[];
  showObject?: boolean;
}) {
  return (
    <ul className="divide-y divide-slate-100 rounded-[var(--radius-card)] bg-white shadow-sm ring-1 ring-slate-200">
      {entries.map((entry) => {
        const href = objectHref(entry);
        return (
          <li key={entry.id} className="px-4 py-3" data-testid="activity-row">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="flex flex-wrap items-center gap-x-1.5 text-sm">
                <Actor actor={entry.actor} />{" "}
                <span className="text-slate-700">{verbOf(entry.action).toLowerCase()}</span>{" "}
                {showObject || entry.object.parent_id ? (
                  <ObjectName entry={entry} href={showObject ? href : null} />
                ) : null}
              </p>
              <span className="text-xs whitespace-nowrap text-slate-600">
                <RelativeTime value={entry.created_at} />
              </span>
            </div>
            <Changes entry={entry} />
          </li>
        );
      })}
    </ul>
  );
}
