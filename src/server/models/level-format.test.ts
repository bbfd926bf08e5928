import { describe, expect, it } from "vitest";
import { formatLevel, formatLevelChange } from "./level-format";

describe("the one way fuel and charge levels are written", () => {
  it("writes a level in percent", () => {
    expect(formatLevel(75)).toBe("75%");
    expect(formatLevel(0)).toBe("0%");
    expect(formatLevel(100)).toBe("100%");
  });

  it("writes a change as up or down, in percent of a full tank", () => {
    expect(formatLevelChange(-50)).toBe("down 50%");
    expect(formatLevelChange(25)).toBe("up 25%");
    expect(formatLevelChange(0)).toBe("no change");
  });
});
