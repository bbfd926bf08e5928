import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { lockDataFolder } from "~/server/db/embedded";

const dir = mkdtempSync(path.join(tmpdir(), "kerbside-lock-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs lockDataFolder in a separate Node process, as a second `npm run dev` would. */
function lockFromAnotherProcess(folder: string) {
  const script = `import { lockDataFolder } from "./src/server/db/embedded.ts";
try { lockDataFolder(${JSON.stringify(folder)}); console.log("locked"); } catch (e) { console.log(e.message); process.exit(3); }`;
  return spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    encoding: "utf8",
  });
}

describe("the embedded data folder lock", () => {
  it("lets one process in and refuses a second with a clear message", () => {
    const folder = path.join(dir, "a");
    lockDataFolder(folder);
    expect(readFileSync(path.join(folder, "kerbside.lock"), "utf8")).toBe(String(process.pid));
    expect(() => lockDataFolder(folder)).not.toThrow();

    const second = lockFromAnotherProcess(folder);
    expect(second.status).toBe(3);
    expect(second.stdout).toContain(`in use by another Kerbside process (pid ${process.pid})`);
    expect(second.stdout).toContain("KERBSIDE_DATA_DIR");
  });

  it("takes over the lock of a process that died", () => {
    const folder = path.join(dir, "b");
    const dead = spawnSync(process.execPath, ["-e", "console.log(process.pid)"], {
      encoding: "utf8",
    });
    lockDataFolder(folder);
    writeFileSync(path.join(folder, "kerbside.lock"), dead.stdout.trim());
    const other = lockFromAnotherProcess(folder);
    expect(other.stdout.trim()).toBe("locked");
  });
});
