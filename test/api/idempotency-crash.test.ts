// The work and the answer recorded for its Idempotency-Key commit together. If the
// answer cannot be written (here a database trigger refuses it, as a crash at that
// moment would lose it), the work is undone too, so the retry, once the key is
// released, does the work exactly once.
import { afterEach, describe, expect, it } from "vitest";
import { db } from "~/server/db";
import { captureLog } from "../log-capture";
import { apiCompany, call, json, problemOf } from "./http";

const REFUSE_ANSWER = `
CREATE OR REPLACE FUNCTION kerbside_test_refuse_answer() RETURNS trigger AS $$
BEGIN
  IF NEW."responseStatus" IS NOT NULL AND NEW."key" LIKE 'lost-answer-%' THEN
    RAISE EXCEPTION 'the answer could not be written';
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql`;

async function refuseAnswers(on: boolean): Promise<void> {
  await db.$executeRawUnsafe(
    `DROP TRIGGER IF EXISTS kerbside_test_refuse_answer ON "IdempotencyKey"`,
  );
  if (!on) return;
  await db.$executeRawUnsafe(REFUSE_ANSWER);
  await db.$executeRawUnsafe(
    `CREATE TRIGGER kerbside_test_refuse_answer BEFORE UPDATE ON "IdempotencyKey" FOR EACH ROW EXECUTE FUNCTION kerbside_test_refuse_answer()`,
  );
}

/** Two minutes pass: a claim left by a request that died is now abandoned. */
async function twoMinutesLater(companyId: string): Promise<void> {
  await db.idempotencyKey.updateMany({
    where: { companyId },
    data: { createdAt: new Date(Date.now() - 3 * 60 * 1000) },
  });
}

afterEach(() => refuseAnswers(false));

describe("Idempotency-Key when the answer is lost after the work", () => {
  it("POST /reports: the retry creates one report and charges one credit", async () => {
    const { companyId, key } = await apiCompany({ credits: 5 });
    const send = () =>
      call("POST", "/reports", {
        key,
        body: { vrm: "AA19AAA", type: "outbound" },
        headers: { "Idempotency-Key": "lost-answer-report" },
      });
    await refuseAnswers(true);
    const log = captureLog();
    await problemOf(await send(), 500);
    log.restore();
    await refuseAnswers(false);
    await twoMinutesLater(companyId);

    const retry = await send();
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    const replay = await send();
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await json(replay)).toEqual(await json(retry));
    expect(await db.report.count({ where: { companyId } })).toBe(1);
    expect((await db.company.findUniqueOrThrow({ where: { id: companyId } })).creditBalance).toBe(
      4,
    );
  });

  it("POST /vehicles: the retry adds the vehicle once and answers 201", async () => {
    const { companyId, key } = await apiCompany();
    const send = () =>
      call("POST", "/vehicles", {
        key,
        body: { vrm: "AA19EEE" },
        headers: { "Idempotency-Key": "lost-answer-vehicle" },
      });
    await refuseAnswers(true);
    const log = captureLog();
    await problemOf(await send(), 500);
    log.restore();
    await refuseAnswers(false);
    await twoMinutesLater(companyId);

    expect((await send()).status).toBe(201);
    expect(await db.vehicle.count({ where: { companyId } })).toBe(1);
    expect(await db.event.count({ where: { companyId, type: "vehicle.created" } })).toBe(1);
  });
});
