// One page of the API reference (/docs/reference/{section}): a tag's operations in full, or
// the models; a contents list of every page beside it (or folded above it on a phone).
import { docsGroups, MODELS_SECTION, schemaAnchor, sectionHref, shapeOwners } from "./docs-index";
import { InlineCode } from "./inline-code";
import { MethodBadge } from "./method-badge";
import type { OpenApiDocument } from "./openapi-types";
import { OperationView } from "./operation-view";
import { SchemaView } from "./schema-view";

type Props = { doc: OpenApiDocument; section: string };

/** The page's title, or null when there is no such section. */
export function sectionTitle(doc: OpenApiDocument, section: string): string | null {
  if (section === MODELS_SECTION) return "Models";
  return docsGroups(doc).find((g) => g.section === section)?.tag ?? null;
}

function Contents({ doc, section }: Props) {
  const groups = docsGroups(doc);
  const pages = [
    ...groups.map((g) => ({ section: g.section, title: g.tag })),
    { section: MODELS_SECTION, title: "Models" },
  ];
  const current = groups.find((g) => g.section === section);
  return (
    <ul className="space-y-1 text-sm">
      <li>
        <a href="/docs" className="flex min-h-9 items-center rounded px-1 hover:bg-slate-100">
          Overview
        </a>
      </li>
      {pages.map((p) => (
        <li key={p.section}>
          <a
            href={sectionHref(p.section)}
            aria-current={p.section === section ? "page" : undefined}
            className="flex min-h-9 items-center rounded px-1 text-slate-700 hover:bg-slate-100 aria-[current=page]:font-semibold aria-[current=page]:text-slate-900"
          >
            {p.title}
          </a>
          {p.section === current?.section ? (
            <ul className="mb-2 ml-2 space-y-0.5 border-l border-slate-200 pl-2">
              {current.entries.map((e) => (
                <li key={e.anchor}>
                  <a
                    href={`#${e.anchor}`}
                    className="flex min-h-9 items-center gap-2 rounded px-1 text-slate-700 hover:bg-slate-100"
                  >
                    <MethodBadge method={e.method} />
                    <span className="truncate">{e.operation.summary}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Models({ doc }: { doc: OpenApiDocument }) {
  return Object.entries(doc.components?.schemas ?? {}).map(([name, schema]) => (
    <article
      key={name}
      id={schemaAnchor(name)}
      aria-labelledby={`${schemaAnchor(name)}-title`}
      className="scroll-mt-6 rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${schemaAnchor(name)}-title`} className="font-mono text-lg font-semibold">
        {name}
      </h2>
      {schema.description ? (
        <p className="mt-1 text-sm text-slate-600">
          <InlineCode text={schema.description} />
        </p>
      ) : null}
      <div className="mt-3">
        <SchemaView doc={doc} schema={schema} />
      </div>
    </article>
  ));
}

export function ApiSection({ doc, section }: Props) {
  const baseUrl = doc.servers?.[0]?.url ?? "/api/v1";
  const groups = docsGroups(doc);
  const group = groups.find((g) => g.section === section);
  const owners = shapeOwners(doc, groups);
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <nav aria-label="API reference" className="hidden lg:block">
        <div className="sticky top-6 max-h-[calc(100vh-3rem)] overflow-y-auto pr-2">
          <Contents doc={doc} section={section} />
        </div>
      </nav>
      <main className="min-w-0 space-y-6">
        <header className="space-y-2">
          <p className="text-sm">
            <a href="/docs" className="text-brand-600 underline">
              API reference
            </a>
          </p>
          <h1 className="text-3xl font-semibold">{sectionTitle(doc, section)}</h1>
          {group?.description ? <p className="text-slate-600">{group.description}</p> : null}
          <details className="rounded-lg bg-white p-3 ring-1 ring-slate-200 lg:hidden">
            <summary className="flex min-h-11 cursor-pointer items-center font-medium">
              Contents
            </summary>
            <div className="mt-2">
              <Contents doc={doc} section={section} />
            </div>
          </details>
        </header>
        {group ? (
          group.entries.map((e) => (
            <OperationView
              key={e.anchor}
              doc={doc}
              baseUrl={baseUrl}
              method={e.method}
              path={e.path}
              operation={e.operation}
              anchor={e.anchor}
              owners={owners}
            />
          ))
        ) : (
          <Models doc={doc} />
        )}
      </main>
    </div>
  );
}
