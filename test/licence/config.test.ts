// LICENCE_PROVIDER is validated at start: `dvla` without its credentials stops the
// process with a message naming each missing variable.
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/env";

describe("licence service configuration", () => {
  it("defaults to the sandbox and names every missing DVLA variable", () => {
    expect(parseEnv({}).LICENCE_PROVIDER).toBe("sandbox");
    expect(() => parseEnv({ LICENCE_PROVIDER: "dvla", DVLA_DRIVER_API_KEY: "k" })).toThrow(
      /DVLA_DRIVER_USERNAME: is required when LICENCE_PROVIDER=dvla[\s\S]*DVLA_DRIVER_PASSWORD/,
    );
    expect(
      parseEnv({
        LICENCE_PROVIDER: "dvla",
        DVLA_DRIVER_API_KEY: "k",
        DVLA_DRIVER_USERNAME: "u",
        DVLA_DRIVER_PASSWORD: "p",
      }).LICENCE_PROVIDER,
    ).toBe("dvla");
    expect(() => parseEnv({ LICENCE_PROVIDER: "dvsa" })).toThrow(/LICENCE_PROVIDER/);
  });
});
