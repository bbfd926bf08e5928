import { rmSync } from "node:fs";
import { E2E_DATA_DIR } from "../playwright.config";

// Every e2e run starts from an empty embedded database (with DATABASE_URL, tests
// create their own companies and never depend on an empty database).
export default function globalSetup() {
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
}
