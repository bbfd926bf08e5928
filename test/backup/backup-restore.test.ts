// npm run admin -- backup / restore, end to end on the suite's database kind (embedded PGlite,
// or PostgreSQL with DATABASE_URL, each backup in databases of its own): a company's data made
// through the API, backed up with the server stopped, restored into a new folder (and database),
// and the restored server answers every object, photo and PDF as the original did.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { create as createTar, extract as extractTar, list as listTar } from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCompanyData, readCompanyData, type Snapshot } from "./api-data";
import {
  admin,
  adminJson,
  freshDatabase,
  processEnv,
  relationCount,
  startServer,
  type Place,
} from "./processes";

const onPostgres = Boolean(process.env.DATABASE_URL);
const work = mkdtempSync(path.join(tmpdir(), "kerbside-backup-"));
const archive = path.join(work, "kerbside-backup.tar.gz");
const dropAfter: (() => Promise<void>)[] = [];

/** A data folder (and with PostgreSQL a new database) under the test's own folder. */
async function place(name: string): Promise<Place> {
  const dataDir = path.join(work, name);
  if (!onPostgres) return { dataDir };
  const database = await freshDatabase(name);
  dropAfter.push(database.drop);
  return { dataDir, databaseUrl: database.url };
}

/** The server's secret as scripts/server.ts keeps it in an embedded data folder. */
const serverEnv = (where: Place) =>
  processEnv(
    where,
    onPostgres
      ? {}
      : { NEXTAUTH_SECRET: readFileSync(path.join(where.dataDir, "auth-secret"), "utf8") },
  );

let source: Place;
let apiKey = "";
let before: Snapshot;
let receiver: HttpServer;

beforeAll(async () => {
  receiver = createServer((_req, res) => res.writeHead(200).end("ok"));
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

  source = await place("source");
  const made = await adminJson<{ company_id: string; api_key: string }>(
    [
      "create-company",
      "--name",
      "Backup Hire",
      "--email",
      "ops@backup-hire.test",
      "--password",
      "long-enough-pass",
      "--rate-limit",
      "100000",
    ],
    processEnv(source),
  );
  apiKey = made.api_key;
  await adminJson(
    ["grant-credits", "--company", made.company_id, "--credits", "20"],
    processEnv(source),
  );
  if (!onPostgres)
    writeFileSync(path.join(source.dataDir, "auth-secret"), randomBytes(32).toString("base64url"));

  const server = await startServer(serverEnv(source));
  try {
    await makeCompanyData(server.url, apiKey, receiverUrl);
    before = await readCompanyData(server.url, apiKey);
  } finally {
    await server.stop();
  }
  const backup = await admin(["backup", "--out", archive], processEnv(source));
  expect(backup.stderr).toBe("");
  expect(backup.code).toBe(0);
}, 300_000);

afterAll(async () => {
  receiver?.close();
  for (const drop of dropAfter) await drop();
  rmSync(work, { recursive: true, force: true });
});

describe("npm run admin -- backup and restore", () => {
  it("restores a service that answers every object, photo and PDF as before", async () => {
    // What the data is, so that the comparison below cannot pass on nothing.
    const paths = Object.keys(before.sha256);
    expect(paths.filter((p) => /^\/media\/med_\w+$/.test(p))).toHaveLength(4);
    expect(paths.filter((p) => p.endsWith("/pdf"))).toHaveLength(2);
    expect(before.json["/credits"]).toMatchObject({ balance: 27 });

    const target = await place("restored");
    const restored = await adminJson<Record<string, unknown>>(
      ["restore", "--in", archive, "--data-dir", target.dataDir],
      processEnv(target),
    );
    expect(restored).toMatchObject({
      data_dir: target.dataDir,
      database: onPostgres ? "postgresql" : "pglite",
      storage: "local",
      files: expect.any(Number) as number,
    });

    const server = await startServer(serverEnv(target));
    try {
      const after = await readCompanyData(server.url, apiKey);
      expect(after.sha256).toEqual(before.sha256);
      expect(after.json).toEqual(before.json);
    } finally {
      await server.stop();
    }
  }, 180_000);

  it("writes one .tar.gz whose manifest lists every file with its size and SHA-256", async () => {
    const listed: string[] = [];
    const unpacked = mkdtempSync(path.join(work, "unpacked-"));
    await extractTar({ file: archive, cwd: unpacked, onReadEntry: (e) => listed.push(e.path) });
    const manifest = JSON.parse(readFileSync(path.join(unpacked, "manifest.json"), "utf8")) as {
      format_version: number;
      app_version: string;
      created_at: string;
      database: { kind: string };
      files: { path: string; size: number; sha256: string }[];
      directories: string[];
    };
    expect(listed[0]).toBe("manifest.json");
    expect(
      listed
        .slice(1)
        .map((p) => p.replace(/\/$/, ""))
        .sort(),
    ).toEqual([...manifest.files.map((f) => f.path), ...manifest.directories].sort());
    expect(manifest).toMatchObject({
      format_version: 1,
      app_version: expect.stringMatching(/^\d+\.\d+\.\d+/) as string,
      database: { kind: onPostgres ? "postgresql" : "pglite" },
    });
    expect(manifest.files[0]!.path).toMatch(
      onPostgres ? /^database\/postgres\.dump$/ : /^database\/pgdata\/\w/,
    );
    expect(manifest.files.filter((f) => f.path.startsWith("files/")).length).toBeGreaterThan(8);
    expect(manifest.files.every((f) => /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true);
  });

  it("refuses a damaged archive (a photo's bytes changed) and leaves the folder empty", async () => {
    const unpacked = mkdtempSync(path.join(work, "tampered-"));
    const order: string[] = [];
    await extractTar({ file: archive, cwd: unpacked, onReadEntry: (e) => order.push(e.path) });
    const photo = order.find((p) => p.startsWith("files/") && p.endsWith(".jpg"))!;
    const bytes = readFileSync(path.join(unpacked, photo));
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 3) ^ 0xff, bytes.length - 3);
    writeFileSync(path.join(unpacked, photo), bytes);
    const tampered = path.join(work, "tampered.tar.gz");
    await createTar({ gzip: true, noDirRecurse: true, cwd: unpacked, file: tampered }, order);

    const target = await place("from-tampered");
    const refused = await admin(
      ["restore", "--in", tampered, "--data-dir", target.dataDir],
      processEnv(target),
    );
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toContain(
      `The backup is damaged or incomplete: ${photo} is not the file its manifest lists (SHA-256 differs).`,
    );
    expect(readdirSync(target.dataDir)).toEqual([]);
    if (target.databaseUrl) expect(await relationCount(target.databaseUrl)).toBe(0);
  }, 60_000);

  it("refuses a folder that is not empty, and changes nothing in it", async () => {
    const target = await place("occupied");
    mkdirSync(target.dataDir);
    writeFileSync(path.join(target.dataDir, "note.txt"), "keep me");
    const refused = await admin(
      ["restore", "--in", archive, "--data-dir", target.dataDir],
      processEnv(target),
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `The folder ${target.dataDir} is not empty (it holds note.txt): restore only into a new or empty folder.`,
    );
    expect(readdirSync(target.dataDir)).toEqual(["note.txt"]);
    expect(readFileSync(path.join(target.dataDir, "note.txt"), "utf8")).toBe("keep me");
    if (target.databaseUrl) expect(await relationCount(target.databaseUrl)).toBe(0);
  }, 60_000);

  it("leaves photos and PDFs in their S3 bucket, and says so", async () => {
    const out = path.join(work, "with-s3.tar.gz");
    const s3 = {
      S3_BUCKET: "kerbside-photos",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "key",
    };
    const done = await admin(["backup", "--out", out], processEnv(source, s3));
    expect(done.code).toBe(0);
    expect(JSON.parse(done.stdout)).toMatchObject({ storage: "s3", files: 0 });
    expect(done.stderr).toContain(
      'Photos and PDFs are in the S3 bucket "kerbside-photos", not in this backup: keep versioning on for that bucket.',
    );
    const listed: string[] = [];
    await listTar({ file: out, onReadEntry: (entry) => listed.push(entry.path) });
    expect(listed.filter((p) => p.startsWith("files/"))).toEqual([]);
    expect(listed.length).toBeGreaterThan(1);
  }, 60_000);

  it.runIf(onPostgres)(
    "refuses a database that is not empty",
    async () => {
      const target = {
        dataDir: path.join(work, "into-source-db"),
        databaseUrl: source.databaseUrl,
      };
      const before = await relationCount(source.databaseUrl!);
      const refused = await admin(
        ["restore", "--in", archive, "--data-dir", target.dataDir],
        processEnv(target),
      );
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/The database \(PostgreSQL at .+\) is not empty/);
      expect(await relationCount(source.databaseUrl!)).toBe(before);
    },
    60_000,
  );

  it.skipIf(onPostgres)(
    "refuses to back up the embedded database while its server runs, and says why",
    async () => {
      const server = await startServer(serverEnv(source));
      const out = path.join(work, "while-running.tar.gz");
      try {
        const refused = await admin(["backup", "--out", out], processEnv(source));
        expect(refused.code).toBe(1);
        expect(refused.stdout).toBe("");
        expect(refused.stderr).toMatch(/is in use by another Kerbside process \(pid \d+\)/);
        expect(refused.stderr).toContain(
          "An embedded database is backed up while the server is stopped",
        );
      } finally {
        await server.stop();
      }
      expect(readdirSync(work).filter((name) => name.includes("while-running"))).toEqual([]);
    },
    60_000,
  );
});

describe("npm run admin -- backup and restore: bad input", () => {
  const env = processEnv({ dataDir: path.join(work, "unused") });

  it("asks for --out, --in and --data-dir", async () => {
    const backup = await admin(["backup"], env);
    expect(backup.code).toBe(2);
    expect(backup.stderr).toContain("backup needs --out.");
    const restore = await admin(["restore", "--data-dir", path.join(work, "unused")], env);
    expect(restore.code).toBe(2);
    expect(restore.stderr).toContain("restore needs --in.");
    const noDir = await admin(["restore", "--in", archive], env);
    expect(noDir.code).toBe(2);
    expect(noDir.stderr).toContain("restore needs --data-dir.");
  }, 60_000);

  it("refuses to overwrite a file, and to read one that is not there", async () => {
    const taken = await admin(["backup", "--out", archive], env);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain(`${archive} already exists: give the backup a new file name.`);
    const missing = path.join(work, "no-such-backup.tar.gz");
    const absent = await admin(
      ["restore", "--in", missing, "--data-dir", path.join(work, "x")],
      env,
    );
    expect(absent.code).toBe(1);
    expect(absent.stderr).toContain(`There is no file ${missing}.`);
  }, 60_000);

  it("says clearly when pg_dump is not installed", async () => {
    const refused = await admin(
      ["backup", "--out", path.join(work, "no-pg-dump.tar.gz")],
      processEnv(
        { dataDir: path.join(work, "unused"), databaseUrl: "postgresql://nobody@127.0.0.1:1/none" },
        { PATH: path.join(work, "empty-path") },
      ),
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("pg_dump was not found on this machine's PATH.");
  }, 60_000);
});
