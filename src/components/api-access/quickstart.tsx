import { BookOpen } from "lucide-react";
import { IntentLink } from "~/components/ui/intent-link";
import { CodeBlock } from "~/components/ui/code-block";
import { CopyButton } from "~/components/ui/copy-button";
import { Card } from "./card";

/** The rate limit in force and a first call to try. */
export function Quickstart({
  baseUrl,
  rateLimit,
  keyHint,
}: {
  baseUrl: string;
  rateLimit: number;
  keyHint: string;
}) {
  const curl = `curl ${baseUrl}/credits \\\n  -H "Authorization: Bearer ${keyHint}"`;
  return (
    <Card id="quickstart-heading" title="Try it">
      <dl className="grid gap-3 text-sm">
        <div>
          <dt className="text-slate-500">Base URL</dt>
          <dd className="mt-0.5 font-mono break-all" data-testid="base-url">
            {baseUrl}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Rate limit</dt>
          <dd className="mt-0.5" data-testid="rate-limit">
            {rateLimit} requests per minute
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-slate-600">Your credit balance, from a terminal:</p>
      <CodeBlock label="Example request" className="mt-2" testId="curl-example">
        {curl}
      </CodeBlock>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <CopyButton value={curl} label="Copy command" />
        <IntentLink
          href="/docs"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1 text-sm font-medium text-brand-600 hover:underline"
        >
          <BookOpen className="size-4" aria-hidden />
          API reference
        </IntentLink>
      </div>
    </Card>
  );
}
