// Idempotency-Key on POST: for 24 hours the same key from the same company with the
// same request replays the first response (and does the work once); another request
// under that key is 422; a key whose first request is still running is 409.
// The key is claimed with an insert before the work starts, so two concurrent
// retries can never both run it. The work and the answer recorded for the key
// commit in one transaction (request-transaction.ts): a process killed in between
// leaves neither, and its claim is released after 2 minutes. Server errors (5xx)
// are not stored and their work is rolled back: a retry after a crash or an outage may succeed.
// The answer is stored sealed (secret-box): a first answer may hold what is shown only in it
// (a hirer's signing link), and the replay gives it back as it was. The keys themselves (claim,
// answer, release) are ../idempotency-keys.ts, shared with the app's tRPC mutations.
import { createHash } from "node:crypto";
import { withRequestTransaction } from "../../db/request-transaction";
import { MEDIA_MAX_BYTES } from "../../models/media";
import {
  checkIdempotencyKey,
  claimIdempotencyKey,
  IDEMPOTENCY_HEADER,
  idempotencyInProgress,
  recordIdempotentAnswer,
  releaseIdempotencyKey,
} from "../idempotency-keys";
import {
  JSON_MAX_BYTES,
  JSON_TOO_LARGE,
  parseFormData,
  readLimitedBody,
} from "../limited-form-data";

export { IDEMPOTENCY_HEADER };
// The largest upload any POST accepts (a photo in its multipart envelope); JSON bodies
// stop at 1 MB. Anything larger is refused as soon as the limit is passed, as the route would.
const MAX_BODY_BYTES = MEDIA_MAX_BYTES + 64 * 1024;
const TOO_LARGE = "The request body is larger than any Kerbside API operation accepts (20 MB).";

/**
 * The request's body, read once within its limit (JSON 1 MB, an upload 20 MB), and a
 * digest of what makes two requests "the same": method, path and body (multipart by its parts).
 * `run` then gets a copy of the request over the bytes already read.
 */
async function readOnce(req: Request): Promise<{ request: Request; requestHash: string }> {
  const hash = createHash("sha256").update(`${req.method} ${new URL(req.url).pathname}\n`);
  const type = req.headers.get("content-type") ?? "";
  const multipart = type.startsWith("multipart/form-data");
  const bytes = multipart
    ? await readLimitedBody(req, MAX_BODY_BYTES, TOO_LARGE)
    : await readLimitedBody(req, JSON_MAX_BYTES, JSON_TOO_LARGE);
  if (multipart) {
    // The boundary differs on every retry, so hash the parts, not the bytes.
    const form = await parseFormData(bytes, type);
    for (const [name, value] of form.entries()) {
      hash.update(`\n${name}=`);
      if (typeof value === "string") hash.update(value);
      else
        hash
          .update(`${value.name};${value.type};`)
          .update(new Uint8Array(await value.arrayBuffer()));
    }
  } else {
    hash.update(type).update("\n").update(new Uint8Array(bytes));
  }
  const request = new Request(req.url, {
    method: req.method,
    headers: req.headers,
    body: bytes.length ? new Uint8Array(bytes) : null,
    signal: req.signal,
  });
  return { request, requestHash: hash.digest("hex") };
}

function keyOf(req: Request): string | null {
  const key = req.headers.get(IDEMPOTENCY_HEADER);
  return key === null ? null : checkIdempotencyKey(key);
}

/**
 * Runs `run` at most once per (company, Idempotency-Key) for POST requests that carry
 * the header; other requests run as they are. `run` gets a request whose body can
 * still be read, and must answer with a Response (errors already as problem+json).
 */
export async function withIdempotency(
  req: Request,
  companyId: string,
  run: (req: Request) => Promise<Response>,
): Promise<Response> {
  if (req.method !== "POST") return run(req);
  const key = keyOf(req);
  if (key === null) return run(req);
  const { request, requestHash } = await readOnce(req);
  const claimed = await claimIdempotencyKey({
    companyId,
    key,
    method: request.method,
    path: new URL(request.url).pathname,
    requestHash,
  });
  if ("stored" in claimed) {
    const { stored } = claimed;
    return new Response(stored.body, {
      status: stored.status,
      headers: {
        "Content-Type": stored.type ?? "application/json",
        "Idempotent-Replayed": "true",
      },
    });
  }
  const mine = claimed.claim;
  try {
    return await withRequestTransaction(async (transaction) => {
      const response = await run(request);
      if (response.status >= 500) {
        await transaction.rollback();
        await releaseIdempotencyKey(mine);
        return response;
      }
      const body = await response.text();
      const answer = {
        status: response.status,
        body,
        type: response.headers.get("content-type"),
      };
      // The answer is written in the work's own transaction, and only if the claim is still ours.
      const count = await transaction.commit((tx) => recordIdempotentAnswer(tx, mine, answer));
      if (count !== 1) throw idempotencyInProgress();
      return new Response(response.status === 204 ? null : body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    });
  } catch (error) {
    await releaseIdempotencyKey(mine);
    throw error;
  }
}
