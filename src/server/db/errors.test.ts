import { describe, expect, it } from "vitest";
import { Prisma } from "./generated/client";
import { isDatabaseUnreachable } from "./errors";

const known = (code: string, message: string) =>
  new Prisma.PrismaClientKnownRequestError(message, {
    code,
    clientVersion: Prisma.prismaVersion.client,
  });

describe("isDatabaseUnreachable", () => {
  it("counts a transaction that could not start within maxWait (every connection busy) as the database being away", () => {
    expect(
      isDatabaseUnreachable(
        known("P2028", "Transaction API error: Unable to start a transaction in the given time."),
      ),
    ).toBe(true);
  });

  it("keeps other transaction errors (a transaction that ran past its timeout) as bugs", () => {
    expect(
      isDatabaseUnreachable(
        known(
          "P2028",
          "Transaction API error: Transaction already closed: A query cannot be executed on an expired transaction.",
        ),
      ),
    ).toBe(false);
  });

  it("finds a refused connection behind a wrapping error", () => {
    expect(
      isDatabaseUnreachable(
        new Error("wrapped", { cause: known("P1001", "Can't reach database server") }),
      ),
    ).toBe(true);
    expect(isDatabaseUnreachable(known("P2002", "Unique constraint failed"))).toBe(false);
  });
});
