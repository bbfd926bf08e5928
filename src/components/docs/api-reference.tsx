// The API reference at /docs, rendered on the server from our own OpenAPI
// document: works offline, needs no script, and cannot drift from the API.
import { CopyButton } from "~/components/ui/copy-button";
import { ErrorList } from "./error-list";
import { InlineCode } from "./inline-code";
import { MethodBadge } from "./method-badge";
import { METHODS, resolve, type OpenApiDocument, type OperationObject } from "./openapi-types";
import { OperationView, type ShapeOwners } from "./operation-view";
import { schemaAnchor, SchemaView } from "./schema-view";

type Entry = { method: string; path: string; operation: OperationObject; anchor: string };

function byTag(doc: OpenApiDocument): [string, Entry[]][] {
  const groups = new Map<string, Entry[]>((doc.tags ?? []).map((t) => [t.name, []]));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? "Other";
      const anchor = operation.operationId ?? `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, "-");
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, operation, anchor }]);
    }
  }
  return [...groups.entries()].filter(([, entries]) => entries.length > 0);
}

/** The first operation (in page order) whose success answer has each shape. */
function shapeOwners(doc: OpenApiDocument, groups: [string, Entry[]][]): ShapeOwners {
  const owners: ShapeOwners = new Map();
  for (const e of groups.flatMap(([, entries]) => entries)) {
    for (const [status, response] of Object.entries(e.operation.responses)) {
      const schema = status.startsWith("2")
        ? Object.values(resolve(doc, response).content ?? {})[0]?.schema
        : undefined;
      const key = schema ? JSON.stringify(schema) : null;
      if (key && !owners.has(key))
        owners.set(key, { anchor: e.anchor, summary: e.operation.summary ?? e.path });
    }
  }
  return owners;
}

const slug = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

export function ApiReference({ doc }: { doc: OpenApiDocument }) {
  const baseUrl = doc.servers?.[0]?.url ?? "/api/v1";
  const groups = byTag(doc);
  const owners = shapeOwners(doc, groups);
  const tagDescription = new Map((doc.tags ?? []).map((t) => [t.name, t.description]));
  const contents = (
    <ul className="space-y-4 text-sm">
      {groups.map(([tag, entries]) => (
        <li key={tag}>
          <a href={`#${slug(tag)}`} className="font-semibold text-slate-900 hover:underline">
            {tag}
          </a>
          <ul className="mt-1 space-y-0.5">
            {entries.map((e) => (
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
        </li>
      ))}
      <li>
        <a href="#errors" className="font-semibold text-slate-900 hover:underline">
          Errors
        </a>
      </li>
      <li>
        <a href="#models" className="font-semibold text-slate-900 hover:underline">
          Models
        </a>
      </li>
    </ul>
  );

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <nav aria-label="Operations" className="hidden lg:block">
        <div className="sticky top-6 max-h-[calc(100vh-3rem)] overflow-y-auto pr-2">{contents}</div>
      </nav>
      <main className="min-w-0 space-y-10">
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
          <details className="rounded-lg bg-white p-3 ring-1 ring-slate-200 lg:hidden">
            <summary className="flex min-h-11 cursor-pointer items-center font-medium">
              Contents
            </summary>
            <div className="mt-2">{contents}</div>
          </details>
        </header>
        {groups.map(([tag, entries]) => (
          <section key={tag} aria-labelledby={slug(tag)} className="space-y-4">
            <div>
              <h2 id={slug(tag)} className="scroll-mt-6 text-2xl font-semibold">
                {tag}
              </h2>
              {tagDescription.get(tag) ? (
                <p className="mt-1 text-slate-600">{tagDescription.get(tag)}</p>
              ) : null}
            </div>
            {entries.map((e) => (
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
            ))}
          </section>
        ))}
        <ErrorList doc={doc} />
        <section aria-labelledby="models" className="space-y-4">
          <h2 id="models" className="scroll-mt-6 text-2xl font-semibold">
            Models
          </h2>
          {Object.entries(doc.components?.schemas ?? {}).map(([name, schema]) => (
            <article
              key={name}
              id={schemaAnchor(name)}
              aria-labelledby={`${schemaAnchor(name)}-title`}
              className="scroll-mt-6 rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
            >
              <h3 id={`${schemaAnchor(name)}-title`} className="font-mono text-lg font-semibold">
                {name}
              </h3>
              {schema.description ? (
                <p className="mt-1 text-sm text-slate-600">
                  <InlineCode text={schema.description} />
                </p>
              ) : null}
              <div className="mt-3">
                <SchemaView doc={doc} schema={schema} />
              </div>
            </article>
          ))}
        </section>
      </main>
    </div>
  );
}
