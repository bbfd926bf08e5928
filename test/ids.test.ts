import { describe, expect, it } from "vitest";
import { idBound, newId } from "~/server/ids";

describe("idBound", () => {
  it("puts every id made in a millisecond between that millisecond's first and last id, and ids of other times outside", () => {
    const before = new Date();
    const ids = Array.from({ length: 50 }, () => newId("report"));
    const after = new Date();
    for (const id of ids) {
      expect(
        idBound("report", before, "first") <= id && id <= idBound("report", after, "last"),
      ).toBe(true);
      expect(idBound("report", new Date(before.getTime() - 1), "last") < id).toBe(true);
      expect(id < idBound("report", new Date(after.getTime() + 1), "first")).toBe(true);
    }
    expect(idBound("vehicle", before, "first")).toMatch(/^veh_[0-9a-z]{26}$/);
  });

  it("keeps times before 1970 and past the 48-bit range to the ends of the id space", () => {
    expect(idBound("report", new Date("1900-01-01"), "first")).toBe(
      "rep_00000000000000000000000000",
    );
    expect(idBound("report", new Date(2 ** 50), "last")).toBe("rep_7zzzzzzzzzzzzzzzzzzzzzzzzz");
  });
});
