// The storage of this process: S3 when S3_BUCKET is set, else a local folder.
import path from "node:path";
import { env } from "~/env";
import { localStorage } from "./local";
import { s3Storage } from "./s3";
import type { Storage } from "./types";

export type { Storage } from "./types";

const globalForStorage = globalThis as unknown as { __kerbsideStorage?: Storage };

function create(): Storage {
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return s3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  const base =
    env.KERBSIDE_DATA_DIR === "memory://"
      ? path.join(process.cwd(), ".data-test")
      : env.KERBSIDE_DATA_DIR;
  return localStorage(localFilesDir(base));
}

/** The folder of the local storage inside a data folder (backups copy it whole). */
export function localFilesDir(dataDir: string): string {
  return path.resolve(dataDir, "files");
}

export function storage(): Storage {
  globalForStorage.__kerbsideStorage ??= create();
  return globalForStorage.__kerbsideStorage;
}
