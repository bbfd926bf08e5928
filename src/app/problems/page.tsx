import type { Metadata } from "next";
import Link from "next/link";
import { InlineCode } from "~/components/docs/inline-code";
import { PublicHeader } from "~/components/docs/public-header";
import { ERROR_CODES, type ErrorCode } from "~/server/errors";
import { PROBLEM_EXPLANATIONS } from "~/server/http/rest/problem-explanations";

export const metadata: Metadata = { title: "API errors" };

export default function ProblemsPage() {
  const codes = (Object.keys(ERROR_CODES) as ErrorCode[]).sort(
    (a, b) => ERROR_CODES[a].status - ERROR_CODES[b].status,
  );
  return (
    <>
      <PublicHeader />
      <main className="mx-auto max-w-3xl px-4 py-8 sm:px-8">
        <h1 className="text-2xl font-semibold">API errors</h1>
        <p className="mt-2 text-slate-700">
          <InlineCode text="Every error from the API is an RFC 9457 problem (`application/problem+json`). Its `code` is stable; its `type` links to the page below that explains it." />
        </p>
        <ul className="mt-6 divide-y divide-slate-200 rounded-[var(--radius-card)] bg-white shadow-sm ring-1 ring-slate-200">
          {codes.map((code) => (
            <li key={code}>
              <Link
                href={`/problems/${code}`}
                className="flex min-h-11 flex-col gap-1 px-4 py-3 hover:bg-slate-50 sm:flex-row sm:items-baseline sm:gap-4"
              >
                <span className="w-12 shrink-0 font-mono text-sm text-slate-500">
                  {ERROR_CODES[code].status}
                </span>
                <span className="w-56 shrink-0 font-mono text-sm font-medium text-brand-700">
                  {code}
                </span>
                <span className="text-sm text-slate-700">
                  <InlineCode
                    text={`${PROBLEM_EXPLANATIONS[code].when.split(". ")[0]!.replace(/\.$/, "")}.`}
                  />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
