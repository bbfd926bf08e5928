// Idempotency-Key on POST: for 24 hours the same key from the same company with the
// same request replays the first response (and does the work once); another request
// under that key is 422; a key whose first request is still running is 409.
// The key is claimed with an insert before the work starts, so two concurrent
// retries can never both run it. The work and the answer recorded for the key
// commit in one transaction (request-transaction.ts): a process killed in between
// leaves neither, and its claim is released after 2 minutes. Server errors (5xx)
// are not stored and their work is rolled back: a retry after a crash or an outage may succeed.
// The answer is stored sealed (secret-box): a first answer may hold what is shown only in it
// (a hirer's signing link), and the replay gives it back as it was.
import { createHash } from "node:crypto";
import { db } from "../../db";
import { isUniqueViolation } from "../../db/errors";
import { withRequestTransaction } from "../../db/request-transaction";
import { AppError } from "../../errors";
import { MEDIA_MAX_BYTES } from "../../models/media";
import { isSealed, seal, unseal } from "../../services/auth/secret-box";
import {
  JSON_MAX_BYTES,
  JSON_TOO_LARGE,
  parseFormData,
  readLimitedBody,
} from "../limited-form-data";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
const TTL_MS = 24 * 60 * 60 * 1000;
// A claim this old without a response belongs to a process that died mid-request.
const ABANDONED_MS = 2 * 60 * 1000;
// The largest upload any POST accepts (a photo in its multipart envelope); JSON bodies
// stop at 1 MB. Anything larger is refused as soon as the limit is passed, as the route would.
const MAX_BODY_BYTES = MEDIA_MAX_BYTES + 64 * 1024;
const IN_PROGRESS =
  "A request with this Idempotency-Key is still being processed. Retry in a moment.";
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
  if (key === null) return null;
  if (key.length < 1 || key.length > 255) {
    throw new AppError(
      "invalid_request",
      "The Idempotency-Key header must be 1 to 255 characters.",
      {
        errors: [{ parameter: IDEMPOTENCY_HEADER, detail: "must be 1 to 255 characters" }],
      },
    );
  }
  return key;
}

type Claim = { replay: Response } | { claimedAt: Date };

async function claim(
  companyId: string,
  key: string,
  req: Request,
  requestHash: string,
): Promise<Claim> {
  const now = new Date();
  const path = new URL(req.url).pathname;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await db.idempotencyKey.create({
        data: {
          companyId,
          key,
          method: req.method,
          path,
          requestHash,
          createdAt: now,
          expiresAt: new Date(now.getTime() + TTL_MS),
        },
      });
      // Expired keys are otherwise only removed when reused; sweep now and then.
      if (Math.random() < 0.01)
        await db.idempotencyKey.deleteMany({ where: { expiresAt: { lte: now } } });
      return { claimedAt: now };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const existing = await db.idempotencyKey.findUnique({
      where: { companyId_key: { companyId, key } },
    });
    if (!existing) continue; // released between our insert and our read: claim again
    if (existing.expiresAt <= now) {
      await db.idempotencyKey.deleteMany({ where: { companyId, key, expiresAt: { lte: now } } });
      continue;
    }
    if (existing.requestHash !== requestHash) {
      throw new AppError(
        "idempotency_key_reused",
        "This Idempotency-Key was already used for a different request in the last 24 hours. Use a new key for a new request.",
      );
    }
    if (existing.responseStatus === null) {
      const abandoned = now.getTime() - existing.createdAt.getTime() > ABANDONED_MS;
      if (abandoned) {
        const { count } = await db.idempotencyKey.updateMany({
          where: { companyId, key, responseStatus: null, createdAt: existing.createdAt },
          data: { createdAt: now },
        });
        if (count === 1) return { claimedAt: now };
      }
      throw new AppError("idempotency_in_progress", IN_PROGRESS, {
        headers: { "Retry-After": "1" },
      });
    }
    // An answer stored before answers were sealed (within a day of the upgrade) is read as it is.
    const body =
      existing.responseBody !== null && isSealed(existing.responseBody)
        ? unseal(existing.responseBody)
        : existing.responseBody;
    const replay = new Response(body, {
      status: existing.responseStatus,
      headers: {
        "Content-Type": existing.responseType ?? "application/json",
        "Idempotent-Replayed": "true",
      },
    });
    return { replay };
  }
  throw new AppError("idempotency_in_progress", IN_PROGRESS);
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
  const claimed = await claim(companyId, key, request, requestHash);
  if ("replay" in claimed) return claimed.replay;
  const mine = { companyId, key, responseStatus: null, createdAt: claimed.claimedAt };
  try {
    return await withRequestTransaction(async (transaction) => {
      const response = await run(request);
      if (response.status >= 500) {
        await transaction.rollback();
        await db.idempotencyKey.deleteMany({ where: mine });
        return response;
      }
      const body = await response.text();
      const data = {
        responseStatus: response.status,
        responseBody: seal(body),
        responseType: response.headers.get("content-type"),
      };
      // The answer is written in the work's own transaction, and only if the claim is still ours.
      const count = await transaction.commit(
        async (tx) => (await (tx ?? db).idempotencyKey.updateMany({ where: mine, data })).count,
      );
      if (count !== 1)
        throw new AppError("idempotency_in_progress", IN_PROGRESS, {
          headers: { "Retry-After": "1" },
        });
      return new Response(response.status === 204 ? null : body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    });
  } catch (error) {
    await db.idempotencyKey.deleteMany({ where: mine });
    throw error;
  }
}
