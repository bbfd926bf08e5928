// Every /api/v1 response a test receives is checked against the served OpenAPI
// document, as a client generated from it would see it: the status must be documented
// for that operation, the content type must be one it lists, and a JSON body must
// validate against its schema. `call()` in ./http.ts runs this on every answer.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { handleApi } from "~/server/http/rest/rest-handler";

type Media = { schema?: unknown };
type ResponseObject = { $ref?: string; content?: Record<string, Media> };
type Operation = { responses: Record<string, ResponseObject> };
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, ResponseObject> };
};

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
let loaded: Promise<{ doc: Doc; ajv: Ajv2020 }> | undefined;

function load() {
  loaded ??= (async () => {
    const doc = (await (
      await handleApi(new Request("http://localhost:3000/api/v1/openapi.json"))
    ).json()) as Doc;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(doc, "openapi");
    return { doc, ajv };
  })();
  return loaded;
}

const escape = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");

/** The document's path template for a concrete path; literal segments beat `{param}`s. */
function templateOf(doc: Doc, path: string): string | undefined {
  const parts = path.split("/");
  let best: { template: string; literals: number } | undefined;
  for (const template of Object.keys(doc.paths)) {
    const tparts = template.split("/");
    if (tparts.length !== parts.length) continue;
    let literals = 0;
    const fits = tparts.every((t, i) => {
      if (/^\{[^}]+\}$/.test(t)) return parts[i] !== "";
      literals += 1;
      return t === decodeURIComponent(parts[i] ?? "");
    });
    if (fits && (!best || literals > best.literals)) best = { template, literals };
  }
  return best?.template;
}

/** Throws, naming the operation, when `response` is not what the document promises. */
export async function expectConformsToOpenApi(
  method: string,
  url: string,
  response: Response,
): Promise<void> {
  const { doc, ajv } = await load();
  const path = new URL(url, "http://localhost").pathname.replace(/^\/api\/v1/, "") || "/";
  const template = templateOf(doc, path);
  const status = response.status;
  const label = `${method} ${template ?? path} answered ${status}`;
  // HEAD is answered as GET without a body.
  const verb = method === "HEAD" ? "get" : method.toLowerCase();
  const operation = template ? doc.paths[template]?.[verb] : undefined;
  // Unknown paths (404) and known paths with a wrong verb (405) are answered by the router, not an operation.
  if (!operation) {
    if (status === 404 || status === 405) return;
    throw new Error(`${label}, but the OpenAPI document has no such operation`);
  }
  let pointer = `/paths/${escape(template!)}/${verb}/responses/${status}`;
  let described = operation.responses[String(status)];
  if (described?.$ref) {
    pointer = described.$ref.slice(1);
    described = doc.components.responses[described.$ref.split("/").pop()!];
  }
  if (!described) throw new Error(`${label}, a status the OpenAPI document does not list for it`);
  const body = await response.clone().text();
  if (method === "HEAD") return;
  if (!described.content) {
    if (body !== "") throw new Error(`${label} with a body, where the document says there is none`);
    return;
  }
  const type = (response.headers.get("content-type") ?? "").split(";")[0]!.trim();
  const media = described.content[type];
  if (!media)
    throw new Error(
      `${label} as ${type || "no content type"}; the document lists ${Object.keys(described.content).join(", ")}`,
    );
  if (!type.endsWith("json") || !media.schema) return;
  const validate = ajv.getSchema(`openapi#${pointer}/content/${escape(type)}/schema`);
  if (!validate) throw new Error(`${label}: no schema at ${pointer}`);
  if (!validate(JSON.parse(body))) {
    throw new Error(
      `${label} with a body that does not match its schema: ${ajv.errorsText(validate.errors)}\n${body.slice(0, 500)}`,
    );
  }
}
