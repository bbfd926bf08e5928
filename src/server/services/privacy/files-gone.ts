// 410 gone: a file the company's retention policy removed (contract section 4 and 8).
import { AppError } from "../../errors";

export function filesGone(what: string, removedAt: Date): AppError {
  return new AppError(
    "gone",
    `The ${what} was deleted on ${removedAt.toISOString().slice(0, 10)} under the company's data retention policy.`,
  );
}
