import { describe, expect, it } from "vitest";
import { batches } from "./batches";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

/** A writer that records each batch it is given and answers each item doubled. */
function recorder(fail?: (items: number[]) => boolean) {
  const seen: { key: string; items: number[] }[] = [];
  const write = batches<number, number>(
    async (key, items) => {
      seen.push({ key, items });
      await tick();
      if (fail?.(items)) throw new Error(`batch ${items.join(",")} failed`);
      return items.map((item) => item * 2);
    },
    { max: 3 },
  );
  return { seen, write };
}

describe("group commit (batches)", () => {
  it("writes an idle key's item at once, alone, and the items that arrive meanwhile together, at most `max` at a time", async () => {
    const { seen, write } = recorder();
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((item) => write("co_a", item)));
    expect(results).toEqual([2, 4, 6, 8, 10, 12]);
    expect(seen.map((batch) => batch.items)).toEqual([[1], [2, 3, 4], [5, 6]]);
  });

  it("keeps each key's items to itself, and runs different keys side by side", async () => {
    const { seen, write } = recorder();
    const results = await Promise.all([
      write("co_a", 1),
      write("co_b", 2),
      write("co_a", 3),
      write("co_b", 4),
    ]);
    expect(results).toEqual([2, 4, 6, 8]);
    expect(seen).toEqual([
      { key: "co_a", items: [1] },
      { key: "co_b", items: [2] },
      { key: "co_a", items: [3] },
      { key: "co_b", items: [4] },
    ]);
  });

  it("rejects every item of a failed batch with its error, and goes on with the next batch", async () => {
    const { write } = recorder((items) => items.includes(2));
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((item) => write("co_a", item)));
    expect(
      results.map((r) => (r.status === "fulfilled" ? r.value : (r.reason as Error).message)),
    ).toEqual([2, "batch 2,3,4 failed", "batch 2,3,4 failed", "batch 2,3,4 failed", 10]);
    // The key is idle again: the next item goes alone.
    expect(await write("co_a", 7)).toBe(14);
  });
});
