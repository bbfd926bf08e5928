// The API's errors, listed once for the whole reference: each status with the problem
// codes it carries (the shared `components.responses`). Operations name their statuses
// and link here, instead of repeating the same few dozen lines each.
import Link from "next/link";
import { InlineCode } from "./inline-code";
import type { OpenApiDocument } from "./openapi-types";

export function ErrorList({ doc }: { doc: OpenApiDocument }) {
  const responses = Object.entries(doc.components?.responses ?? {});
  return (
    <section aria-labelledby="errors" className="space-y-4">
      <h2 id="errors" className="scroll-mt-6 text-2xl font-semibold">
        Errors
      </h2>
      <p className="text-slate-600">
        Every error is a{" "}
        <Link href="/problems" className="text-brand-600 underline">
          problem
        </Link>{" "}
        (<code className="font-mono text-sm">application/problem+json</code>). Each operation lists
        the statuses it can answer; these are the codes each status carries.
      </p>
      <ul className="space-y-2 rounded-[var(--radius-card)] bg-white p-5 text-sm shadow-sm ring-1 ring-slate-200 sm:p-6">
        {responses.map(([name, response]) => (
          <li key={name}>
            <span className="mr-2 font-mono font-semibold text-red-700">
              {name.replace(/\D/g, "")}
            </span>
            <InlineCode text={response.description ?? ""} />
          </li>
        ))}
      </ul>
    </section>
  );
}
