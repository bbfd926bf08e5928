import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { InlineCode } from "~/components/docs/inline-code";
import { CodeBlock } from "~/components/ui/code-block";
import { PublicHeader } from "~/components/docs/public-header";
import { ERROR_CODES, type ErrorCode } from "~/server/errors";
import { appOrigin } from "~/server/http/problem";
import { PROBLEM_EXPLANATIONS } from "~/server/http/rest/problem-explanations";

type Props = { params: Promise<{ code: string }> };

const isCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_CODES, code);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { code } = await params;
  return { title: isCode(code) ? `${ERROR_CODES[code].title} (${code})` : "Unknown problem" };
}

export default async function ProblemPage({ params }: Props) {
  const { code } = await params;
  if (!isCode(code)) notFound();
  const { status, title } = ERROR_CODES[code];
  const explanation = PROBLEM_EXPLANATIONS[code];
  const origin = appOrigin();
  return (
    <>
      <PublicHeader />
      <main className="mx-auto max-w-3xl px-4 py-8 sm:px-8">
        <Link
          href="/problems"
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-600 hover:underline"
        >
          ← All errors
        </Link>
        <p className="mt-2 font-mono text-sm text-slate-500">
          HTTP {status} · <span data-testid="problem-code">{code}</span>
        </p>
        <h1 className="mt-1 text-2xl font-semibold">{title}</h1>
        <section aria-labelledby="when" className="mt-6">
          <h2 id="when" className="text-base font-semibold">
            When it happens
          </h2>
          <p className="mt-1 text-slate-700">
            <InlineCode text={explanation.when} />
          </p>
        </section>
        <section aria-labelledby="fix" className="mt-6">
          <h2 id="fix" className="text-base font-semibold">
            What to do
          </h2>
          <p className="mt-1 text-slate-700">
            <InlineCode text={explanation.fix} />
          </p>
        </section>
        <section aria-labelledby="shape" className="mt-6">
          <h2 id="shape" className="text-base font-semibold">
            What the response looks like
          </h2>
          <CodeBlock label="Example problem response" className="mt-2 p-4">
            {JSON.stringify(
              {
                type: `${origin}/problems/${code}`,
                title,
                status,
                detail: "A sentence about this request.",
                instance: "/api/v1/…",
                code,
                request_id: "req_…",
              },
              null,
              2,
            )}
          </CodeBlock>
        </section>
      </main>
    </>
  );
}
