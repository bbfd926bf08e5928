import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localStorage } from "~/server/integrations/storage/local";
import { s3Storage } from "~/server/integrations/storage/s3";
import type { Storage } from "~/server/integrations/storage/types";

function behavesLikeStorage(name: string, make: () => Storage) {
  describe(name, () => {
    it("stores, reads back and deletes bytes", async () => {
      const store = make();
      const body = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02]);
      await store.put("reports/rep_a/med_b.jpg", body, "image/jpeg");
      expect(await store.get("reports/rep_a/med_b.jpg")).toEqual(body);
      await store.delete("reports/rep_a/med_b.jpg");
      expect(await store.get("reports/rep_a/med_b.jpg")).toBeNull();
    });

    it("answers null for a key that was never written", async () => {
      expect(await make().get("nothing/here.png")).toBeNull();
    });

    it("refuses keys that could escape their folder", async () => {
      await expect(make().put("../etc/passwd", Buffer.from("x"), "text/plain")).rejects.toThrow(
        /Unsafe storage key/,
      );
    });
  });
}

let dir: string;
let s3: S3rver;
let endpoint: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "kerbside-storage-"));
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(dir, "s3"),
    configureBuckets: [{ name: "kerbside", configs: [] }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

behavesLikeStorage("local folder storage", () => localStorage(path.join(dir, "local")));
behavesLikeStorage("S3 storage (against s3rver, a local S3-protocol server)", () =>
  s3Storage({
    bucket: "kerbside",
    region: "eu-west-2",
    endpoint,
    forcePathStyle: true,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  }),
);
