// The API reference's front page at /docs, rendered on the server from our own OpenAPI
// document: the base URL, the introduction, every operation by tag (each linking to its
// tag's page, docs-index.ts) and the errors. Works offline, needs no script, cannot drift.
import { CopyButton } from "~/components/ui/copy-button";
import { docsGroups, MODELS_SECTION, operationHref, sectionHref, tagAnchor } from "./docs-index";
import { ErrorList } from "./error-list";
import { InlineCode } from "./inline-code";
import { MethodBadge } from "./method-badge";
import type { OpenApiDocument } from "./openapi-types";

export function ApiReference({ doc }: { doc: OpenApiDocument }) {
  const baseUrl = doc.servers?.[0]?.url ?? "/api/v1";
  return (
    <main className="mx-auto max-w-4xl space-y-10 px-4 py-8 sm:px-8">
      <header className="space-y-4">
        <h1 className="text-3xl font-semibold">{doc.info.title}</h1>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <code
            className="rounded-lg bg-white px-3 py-2.5 font-mono text-sm ring-1 ring-slate-200"
            data-testid="docs-base-url"
          >
            {baseUrl}
          </code>
          <CopyButton value={baseUrl} label="Copy base URL" />
          <a
            href="/api/v1/openapi.json"
            className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-600 hover:underline"
          >
            openapi.json
          </a>
        </div>
        {(doc.info.description ?? "").split("\n\n").map((paragraph, i) => (
          <p key={i} className="text-slate-700">
            <InlineCode text={paragraph} />
          </p>
        ))}
      </header>
      <section aria-labelledby="operations" className="space-y-6">
        <h2 id="operations" className="text-2xl font-semibold">
          Operations
        </h2>
        {docsGroups(doc).map((group) => (
          <section
            key={group.section}
            aria-labelledby={tagAnchor(group.section)}
            className="rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
          >
            <h3 id={tagAnchor(group.section)} className="scroll-mt-6 text-lg font-semibold">
              <a href={sectionHref(group.section)} className="hover:underline">
                {group.tag}
              </a>
            </h3>
            {group.description ? (
              <p className="mt-1 text-sm text-slate-600">{group.description}</p>
            ) : null}
            <ul className="mt-2 divide-y divide-slate-100">
              {group.entries.map((e) => (
                <li key={e.anchor} id={e.anchor} className="scroll-mt-6">
                  <a
                    href={operationHref(e)}
                    className="flex min-h-11 flex-wrap items-center gap-x-2 py-1.5 text-sm hover:bg-slate-50"
                  >
                    <MethodBadge method={e.method} />
                    <span className="font-medium text-slate-900">{e.operation.summary}</span>
                    <code className="font-mono text-xs break-all text-slate-600">{e.path}</code>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
      <ErrorList doc={doc} />
      <p className="text-slate-700">
        Every shape the API answers with is listed with its fields under{" "}
        <a href={sectionHref(MODELS_SECTION)} className="text-brand-600 underline">
          Models
        </a>
        .
      </p>
    </main>
  );
}
