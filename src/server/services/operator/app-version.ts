// The version of this Kerbside (package.json's), as backups record it.
import { readFile } from "node:fs/promises";
import path from "node:path";

export async function appVersion(): Promise<string> {
  const text = await readFile(path.join(process.cwd(), "package.json"), "utf8");
  const { version } = JSON.parse(text) as { version?: unknown };
  return typeof version === "string" ? version : "unknown";
}
