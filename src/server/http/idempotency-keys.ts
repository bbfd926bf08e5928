// Idempotency keys (contract section 7), shared by the public API's POSTs (rest/idempotency.ts)
// and the app's tRPC mutations (api/idempotent-mutation.ts, the phone's outbox): a key is claimed
// with an insert before the work starts, so two concurrent retries can never both run it; the
// answer is recorded in the work's own transaction; the same key with the same request replays
// that answer for 24 hours, with another request it is 422, while the first still runs 409. A
// claim whose request died is released after 2 minutes. Answers are stored sealed (secret-box):
// a first answer may hold what is shown only in it (a hirer's signing link).
import { db, type Tx } from "../db";
import { isUniqueViolation } from "../db/errors";
import { AppError } from "../errors";
import { isSealed, seal, unseal } from "../services/auth/secret-box";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
const TTL_MS = 24 * 60 * 60 * 1000;
// A claim this old without a response belongs to a process that died mid-request.
const ABANDONED_MS = 2 * 60 * 1000;
const IN_PROGRESS =
  "A request with this Idempotency-Key is still being processed. Retry in a moment.";

/** 409 `idempotency_in_progress`, retry in a second. */
export const idempotencyInProgress = () =>
  new AppError("idempotency_in_progress", IN_PROGRESS, { headers: { "Retry-After": "1" } });

/** The header's value, 1 to 255 characters; otherwise 400. */
export function checkIdempotencyKey(key: string): string {
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

/** The first answer under a key, as recorded. */
export type StoredAnswer = { status: number; body: string | null; type: string | null };

/** This request's hold on a key: the row it inserted (or took over), still without an answer. */
export type KeyClaim = { companyId: string; key: string; responseStatus: null; createdAt: Date };

type ClaimRequest = {
  companyId: string;
  key: string;
  method: string;
  path: string;
  /** A digest of what makes two requests "the same" (method, path, body). */
  requestHash: string;
};

/** Claims the key for this request, or gives the answer recorded under it; 422 for another request, 409 while the first runs. */
export async function claimIdempotencyKey(
  request: ClaimRequest,
): Promise<{ stored: StoredAnswer } | { claim: KeyClaim }> {
  const { companyId, key, requestHash } = request;
  const now = new Date();
  const claimed = (createdAt: Date) => ({
    claim: { companyId, key, responseStatus: null, createdAt },
  });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await db.idempotencyKey.create({
        data: {
          companyId,
          key,
          method: request.method,
          path: request.path,
          requestHash,
          createdAt: now,
          expiresAt: new Date(now.getTime() + TTL_MS),
        },
      });
      // Expired keys are otherwise only removed when reused; sweep now and then.
      if (Math.random() < 0.01)
        await db.idempotencyKey.deleteMany({ where: { expiresAt: { lte: now } } });
      return claimed(now);
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
        if (count === 1) return claimed(now);
      }
      throw idempotencyInProgress();
    }
    // An answer stored before answers were sealed (within a day of the upgrade) is read as it is.
    const body =
      existing.responseBody !== null && isSealed(existing.responseBody)
        ? unseal(existing.responseBody)
        : existing.responseBody;
    return {
      stored: { status: existing.responseStatus, body, type: existing.responseType },
    };
  }
  throw new AppError("idempotency_in_progress", IN_PROGRESS);
}

/** Records the answer under the claim, in the work's transaction (`tx`); 0 when the claim is no longer this request's. */
export async function recordIdempotentAnswer(
  tx: Tx | undefined,
  claim: KeyClaim,
  answer: StoredAnswer,
): Promise<number> {
  const data = {
    responseStatus: answer.status,
    responseBody: answer.body === null ? null : seal(answer.body),
    responseType: answer.type,
  };
  return (await (tx ?? db).idempotencyKey.updateMany({ where: claim, data })).count;
}

/** Gives the key up (the work failed or was rolled back): a retry runs it again. */
export async function releaseIdempotencyKey(claim: KeyClaim): Promise<void> {
  await db.idempotencyKey.deleteMany({ where: claim });
}
