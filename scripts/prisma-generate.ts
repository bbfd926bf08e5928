// `prisma generate` without the native schema engine, which cannot be downloaded in
// every environment: generate only asks the engine for its version (see the stub).
import { spawnSync } from "node:child_process";
import path from "node:path";

const result = spawnSync("prisma", ["generate"], {
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: path.join(import.meta.dirname, "schema-engine-stub.sh"),
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
  },
});
process.exit(result.status ?? 1);
