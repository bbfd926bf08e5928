import { CodeBlock } from "~/components/ui/code-block";
import { CopyButton } from "~/components/ui/copy-button";
import { curlFor, exampleOf } from "./example";
import { InlineCode } from "./inline-code";
import { MethodBadge } from "./method-badge";
import type { ShapeOwners } from "./docs-index";
import { resolve, typeLabel, type OpenApiDocument, type OperationObject } from "./openapi-types";
import { SchemaView } from "./schema-view";

type Props = {
  doc: OpenApiDocument;
  baseUrl: string;
  method: string;
  path: string;
  operation: OperationObject;
  anchor: string;
  owners: ShapeOwners;
};

export function OperationView({ doc, baseUrl, method, path, operation, anchor, owners }: Props) {
  const parameters = (operation.parameters ?? []).map((p) => resolve(doc, p));
  const [bodyType, body] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const jsonBody =
    bodyType === "application/json" && body?.schema ? exampleOf(doc, body.schema) : undefined;
  const curl = curlFor(baseUrl, method, path, jsonBody);
  // Errors are all problems: shared ones are listed once (ErrorList) and named here by
  // status (each as a block of its own made /docs too heavy for a phone); others in full.
  const isError = (status: string) => status.startsWith("4") || status.startsWith("5");
  const responses = Object.entries(operation.responses).filter(([status]) => !isError(status));
  const errors = Object.entries(operation.responses).filter(([status]) => isError(status));
  const ownErrors = errors.filter(([, value]) => !value.$ref);
  const isPublic = Array.isArray(operation.security) && operation.security.length === 0;

  return (
    <article
      id={anchor}
      aria-labelledby={`${anchor}-title`}
      className="scroll-mt-6 rounded-[var(--radius-card)] bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${anchor}-title`} className="text-lg font-semibold">
        {operation.summary}
      </h2>
      <p className="mt-2 flex flex-wrap items-center gap-2 font-mono text-sm">
        <MethodBadge method={method} />
        <span className="break-all">{path}</span>
        {isPublic ? (
          <span className="rounded bg-emerald-50 px-1.5 py-0.5 font-sans text-xs text-emerald-800">
            no key needed
          </span>
        ) : null}
      </p>
      {operation.description ? (
        <p className="mt-3 text-sm text-slate-700">
          <InlineCode text={operation.description} />
        </p>
      ) : null}

      {parameters.length ? (
        <section className="mt-5">
          <h3 className="text-sm font-semibold">Parameters</h3>
          <ul className="mt-1 divide-y divide-slate-100">
            {parameters.map((p) => (
              <li key={`${p.in}-${p.name}`} className="py-2 text-sm">
                <div className="flex flex-wrap items-baseline gap-x-2">
                  <code className="font-mono font-medium">{p.name}</code>
                  <span className="text-xs text-slate-500">
                    {p.in} · {p.schema ? typeLabel(p.schema) : "string"}
                  </span>
                  {p.required ? (
                    <span className="text-xs font-medium text-amber-700">required</span>
                  ) : null}
                </div>
                {(p.description ?? p.schema?.description) ? (
                  <p className="mt-0.5 text-slate-600">
                    <InlineCode text={p.description ?? p.schema?.description ?? ""} />
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {body?.schema ? (
        <section className="mt-5">
          <h3 className="text-sm font-semibold">
            Request body{" "}
            <span className="font-mono text-xs font-normal text-slate-500">{bodyType}</span>
          </h3>
          <SchemaView doc={doc} schema={body.schema} input />
        </section>
      ) : null}

      <section className="mt-5">
        <h3 className="text-sm font-semibold">Responses</h3>
        <ul className="mt-1 space-y-2">
          {responses.map(([status, value]) => {
            const response = resolve(doc, value);
            const schema = Object.values(response.content ?? {})[0]?.schema;
            // A shape listed already (a report answers six operations) links there instead of repeating its fields.
            const owner = schema ? owners.get(JSON.stringify(schema)) : undefined;
            return (
              <li key={status} className="text-sm">
                <details open={status.startsWith("2") && responses.length < 12 ? true : undefined}>
                  <summary className="flex min-h-11 cursor-pointer items-center gap-2">
                    <span className="font-mono font-semibold text-emerald-700">{status}</span>
                    <span className="text-slate-700">
                      <InlineCode text={response.description ?? ""} />
                    </span>
                  </summary>
                  <div className="pb-2 pl-4">
                    {owner && owner.anchor !== anchor ? (
                      <p className="text-slate-600">
                        The same fields as{" "}
                        <a href={owner.href} className="text-brand-600 underline">
                          {owner.summary}
                        </a>{" "}
                        answers.
                      </p>
                    ) : schema ? (
                      <SchemaView doc={doc} schema={schema} />
                    ) : null}
                  </div>
                </details>
              </li>
            );
          })}
        </ul>
        {errors.length ? (
          <p className="mt-2 text-sm text-slate-600">
            <a href="/docs#errors" className="text-brand-600 underline">
              Errors
            </a>
            :{" "}
            <span className="font-mono font-semibold text-red-700">
              {errors.map(([status]) => status).join(", ")}
            </span>
          </p>
        ) : null}
        {ownErrors.length ? (
          <ul className="mt-1 space-y-1 text-sm">
            {ownErrors.map(([status, value]) => (
              <li key={status}>
                <span className="mr-2 font-mono font-semibold text-red-700">{status}</span>
                <InlineCode text={value.description ?? ""} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section className="mt-5">
        <h3 className="text-sm font-semibold">Example</h3>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-start">
          <CodeBlock
            label={`Example: ${operation.summary ?? path}`}
            className="min-w-0 flex-1 text-xs sm:text-sm"
          >
            {curl}
          </CodeBlock>
          <CopyButton value={curl} />
        </div>
      </section>
    </article>
  );
}
