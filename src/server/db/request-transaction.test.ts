import { describe, expect, it } from "vitest";
import { atOnce, fifo } from "./request-transaction";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("the embedded database's queue of transactions", () => {
  it("runs them one at a time, in the order they asked, past one that fails", async () => {
    const turn = fifo();
    const log: string[] = [];
    let running = 0;
    const transaction = (name: string, fail = false) =>
      turn(async () => {
        running++;
        log.push(`start ${name} (${running} running)`);
        await tick();
        running--;
        if (fail) throw new Error(`${name} failed`);
        return name;
      });
    const results = await Promise.allSettled([
      transaction("a"),
      transaction("b", true),
      transaction("c"),
      transaction("d"),
    ]);
    expect(log).toEqual([
      "start a (1 running)",
      "start b (1 running)",
      "start c (1 running)",
      "start d (1 running)",
    ]);
    expect(results.map((r) => r.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
    ]);
  });

  it("lets PostgreSQL's transactions start at once", async () => {
    let running = 0;
    let most = 0;
    await Promise.all(
      [1, 2, 3].map(() =>
        atOnce(async () => {
          most = Math.max(most, ++running);
          await tick();
          running--;
        }),
      ),
    );
    expect(most).toBe(3);
  });
});
