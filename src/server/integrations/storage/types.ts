/** Where photos, logos and signed PDFs live: a local folder, or S3-compatible storage. */
export interface Storage {
  readonly kind: "local" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under `key`. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** Keys are relative paths of safe segments ("reports/rep_.../med_....jpg"). */
export function assertSafeKey(key: string): void {
  if (
    !/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/.test(key) ||
    key.split("/").some((s) => s === "." || s === "..")
  ) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
