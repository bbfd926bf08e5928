// Idempotency-Key on the app's tRPC mutations (the phone's outbox sends each queued change with
// the key it was saved with): the same key with the same procedure and input, within 24 hours,
// answers what the first call answered and does nothing again (no second activity row, event
// or timestamp); with another input it is 422, while the first still runs 409 (the outbox
// retries). The key is the public API's (http/idempotency-keys.ts): claimed before the work,
// the answer recorded in the work's own transaction, released when the work fails, so a
// refused change can be sent again. Only a successful answer is kept.
import { createHash } from "node:crypto";
import { withRequestTransaction } from "../db/request-transaction";
import {
  checkIdempotencyKey,
  claimIdempotencyKey,
  idempotencyInProgress,
  recordIdempotentAnswer,
  releaseIdempotencyKey,
} from "../http/idempotency-keys";
import { noteUnchanged } from "../services/activity/activity-scope";

type Result = { ok: true; data: unknown } | { ok: false };

type Options<R extends Result> = {
  /** The request's Idempotency-Key header (only the browser's /api/trpc context has one). */
  key: string | null | undefined;
  companyId: string;
  type: string;
  path: string;
  getRawInput: () => Promise<unknown>;
  next: () => Promise<R>;
  /** A success answering `data` without running the procedure (the replay). */
  replay: (data: unknown) => R;
};

export async function idempotentMutation<R extends Result>(options: Options<R>): Promise<R> {
  if (options.type !== "mutation" || options.key === null || options.key === undefined)
    return options.next();
  const key = checkIdempotencyKey(options.key);
  const input = JSON.stringify((await options.getRawInput()) ?? null);
  const requestHash = createHash("sha256").update(`trpc ${options.path}\n${input}`).digest("hex");
  const claimed = await claimIdempotencyKey({
    companyId: options.companyId,
    key,
    method: "POST",
    path: `/api/trpc/${options.path}`,
    requestHash,
  });
  if ("stored" in claimed) {
    // Nothing ran, so nothing was recorded: the activity guard is told so.
    noteUnchanged();
    return options.replay(claimed.stored.body === null ? null : JSON.parse(claimed.stored.body));
  }
  const mine = claimed.claim;
  try {
    return await withRequestTransaction(async (transaction) => {
      const result = await options.next();
      if (!result.ok) {
        await transaction.rollback();
        await releaseIdempotencyKey(mine);
        return result;
      }
      const answer = { status: 200, body: JSON.stringify(result.data ?? null), type: null };
      const count = await transaction.commit((tx) => recordIdempotentAnswer(tx, mine, answer));
      if (count !== 1) throw idempotencyInProgress();
      return result;
    });
  } catch (error) {
    await releaseIdempotencyKey(mine);
    throw error;
  }
}
