// The Webhooks page of /docs: how deliveries are signed, retried and guarded, and the event
// catalogue (GET /event-types): each kind's description, example body and JSON Schema.
import { CodeBlock } from "~/components/ui/code-block";
import type { EventTypeEntry } from "~/server/models/event-type";
import { InlineCode } from "./inline-code";

const HEADERS: [string, string][] = [
  [
    "webhook-id",
    "The event id (`evt_...`): the same on every attempt and resend, so you can ignore duplicates.",
  ],
  ["webhook-timestamp", "Unix seconds of this attempt."],
  [
    "webhook-signature",
    '`v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed with the base64-decoded part of your `whsec_` secret (Standard Webhooks: the `standardwebhooks` and `svix` libraries verify it as they are).',
  ],
  [
    "X-Webhook-Signature",
    "`sha256=<hex HMAC-SHA256 of the raw body>`, keyed with the whole secret string.",
  ],
];

export function WebhookGuide({
  catalogue,
  schedule,
}: {
  catalogue: EventTypeEntry[];
  schedule: number[];
}) {
  return (
    <main className="mx-auto max-w-4xl space-y-10 px-4 py-10 sm:px-8">
      <div>
        <h1 className="text-3xl font-semibold">Webhooks</h1>
        <p className="mt-2 text-slate-600">
          Add endpoints under Settings › Webhooks or with{" "}
          <InlineCode text="`POST /webhook-endpoints`" />. Each event your endpoint subscribes to is
          POSTed to it as JSON within a few seconds of happening.
        </p>
      </div>
      <section aria-labelledby="delivery" className="space-y-3">
        <h2 id="delivery" className="text-xl font-semibold">
          Deliveries
        </h2>
        <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700">
          <li>
            <InlineCode text="Body: exactly `{ id, type, created_at, data: { object } }`; `data.object` is the object as `GET` returned it when the event happened. `GET /events/{id}` answers the same body." />
          </li>
          <li>
            <InlineCode text="Answer 2xx within 10 seconds. Redirects are not followed. Anything else (or no answer) is retried." />
          </li>
          <li>
            <InlineCode
              text={`Retries after ${schedule.map((s) => (s < 120 ? `${s} s` : s < 7200 ? `${s / 60} min` : `${s / 3600} h`)).join(", ")} (each with up to 10 % jitter): ${schedule.length + 1} attempts at most. A \`Retry-After\` on a 429 or 503 can only make the next attempt later.`}
            />
          </li>
          <li>
            <InlineCode text="A 410 Gone disables the endpoint at once. An endpoint whose attempts have all failed for 5 days is disabled and the company's Owners get an email. Enabling it again resumes with new events; resend older ones from its delivery log or with `POST /webhook-endpoints/{id}/resend`." />
          </li>
          <li>
            <InlineCode text="URLs must be `https`; link-local, cloud-metadata, loopback and private addresses are refused, also after DNS resolution at each attempt." />
          </li>
          <li>
            <InlineCode text="Order is not guaranteed, and an event may arrive more than once: use `webhook-id` to ignore repeats." />
          </li>
        </ul>
      </section>
      <section aria-labelledby="headers" className="space-y-3">
        <h2 id="headers" className="text-xl font-semibold">
          Headers and signatures
        </h2>
        <dl className="space-y-3 text-sm">
          {HEADERS.map(([name, text]) => (
            <div key={name}>
              <dt className="font-mono font-medium">{name}</dt>
              <dd className="text-slate-700">
                <InlineCode text={text} />
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-slate-700">
          <InlineCode text="After `rotate-secret`, the replaced secret signs beside the new one for the time you chose: each header then carries both signatures, newest first (`v1,<new> v1,<old>`, `sha256=<new>, sha256=<old>`). Accept the delivery if any one matches." />
        </p>
      </section>
      <section aria-labelledby="events" className="space-y-6">
        <h2 id="events" className="text-xl font-semibold">
          Events
        </h2>
        <p className="text-sm text-slate-600">
          The same catalogue is served by <InlineCode text="`GET /event-types`" />: generate types
          from each kind&apos;s JSON Schema and test your handlers with its example.
        </p>
        {catalogue.map(({ type, description, schema, example }) => (
          <div key={type} id={type} className="space-y-2">
            <h3 className="font-mono text-base font-semibold">{type}</h3>
            <p className="text-sm text-slate-600">
              <InlineCode text={description} />
            </p>
            <CodeBlock
              label={`Example ${type} body`}
              className="max-h-96 overflow-auto p-4 text-xs leading-relaxed"
            >
              {JSON.stringify(example, null, 2)}
            </CodeBlock>
            <details className="rounded-lg ring-1 ring-slate-200">
              <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-medium">
                JSON Schema of {type} data.object
              </summary>
              <CodeBlock
                label={`JSON Schema of ${type} data.object`}
                className="max-h-96 overflow-auto p-4 text-xs leading-relaxed"
              >
                {JSON.stringify(schema, null, 2)}
              </CodeBlock>
            </details>
          </div>
        ))}
      </section>
    </main>
  );
}
