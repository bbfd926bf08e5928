import { describe, expect, it } from "vitest";
import { wearAndTear, type WearLine } from "./wear-and-tear";

const line = (over: Partial<WearLine>): WearLine => ({
  zone: "nearside_front_door",
  type: "scratch",
  severity: "minor",
  size_mm: 10,
  ...over,
});
const decide = (lines: WearLine[]) => wearAndTear(lines).map((d) => d.wearAndTear);
const times = (n: number, over: Partial<WearLine>) => Array.from({ length: n }, () => line(over));

describe("fair wear and tear", () => {
  it("allows a scratch up to 25 mm and 4 a panel, not 26 mm or a fifth", () => {
    expect(decide([line({ size_mm: 25 })])).toEqual([true]);
    expect(decide([line({ size_mm: 26 })])).toEqual([false]);
    expect(decide(times(4, { size_mm: 25 }))).toEqual([true, true, true, true]);
    expect(decide(times(5, { size_mm: 5 }))).toEqual([false, false, false, false, false]);
  });

  it("allows a dent up to 15 mm and 2 a panel, never on the roof", () => {
    expect(decide([line({ type: "dent", size_mm: 15 })])).toEqual([true]);
    expect(decide([line({ type: "dent", size_mm: 16 })])).toEqual([false]);
    expect(decide(times(2, { type: "dent", size_mm: 15 }))).toEqual([true, true]);
    expect(decide(times(3, { type: "dent", size_mm: 5 }))).toEqual([false, false, false]);
    expect(decide([line({ type: "dent", zone: "roof", size_mm: 1 })])).toEqual([false]);
  });

  it("allows a chip up to 3 mm and 4 a panel", () => {
    expect(decide([line({ type: "chip", size_mm: 3 })])).toEqual([true]);
    expect(decide([line({ type: "chip", size_mm: 4 })])).toEqual([false]);
    expect(decide(times(4, { type: "chip", size_mm: 3 }))).toEqual([true, true, true, true]);
    expect(decide(times(5, { type: "chip", size_mm: 1 }))).toEqual(Array(5).fill(false));
  });

  it("allows wheel scuffs up to 50 mm in all on a wheel, and no scuff elsewhere", () => {
    const wheel = { type: "scuff" as const, zone: "offside_front_wheel" as const };
    expect(decide([line({ ...wheel, size_mm: 50 })])).toEqual([true]);
    expect(decide([line({ ...wheel, size_mm: 51 })])).toEqual([false]);
    expect(decide([line({ ...wheel, size_mm: 30 }), line({ ...wheel, size_mm: 20 })])).toEqual([
      true,
      true,
    ]);
    expect(decide([line({ ...wheel, size_mm: 30 }), line({ ...wheel, size_mm: 21 })])).toEqual([
      false,
      false,
    ]);
    expect(decide([line({ ...wheel, size_mm: 30 }), line({ ...wheel, size_mm: null })])).toEqual([
      null,
      null,
    ]);
    expect(decide([line({ type: "scuff", zone: "front_bumper", size_mm: 1 })])).toEqual([false]);
  });

  it("never counts cracks, missing parts, other damage or severe damage, whatever the size", () => {
    for (const type of ["crack", "missing", "other"] as const)
      expect(decide([line({ type, size_mm: null })])).toEqual([false]);
    expect(decide([line({ severity: "severe", size_mm: 1 })])).toEqual([false]);
  });

  it("is unknown without a size, and judges each zone on its own lines", () => {
    expect(decide([line({ size_mm: null })])).toEqual([null]);
    const other = line({ zone: "offside_front_door", size_mm: 5 });
    expect(decide([...times(4, { size_mm: 5 }), other])).toEqual([true, true, true, true, true]);
  });

  it("says which rule decided", () => {
    expect(wearAndTear([line({ size_mm: 40 })])[0]!.rule).toBe(
      "40 mm is over a scratch up to 25 mm, at most 4 a panel.",
    );
  });
});
