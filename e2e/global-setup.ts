import { rmSync } from "node:fs";

// Every e2e run starts from an empty embedded database (with DATABASE_URL, tests
// create their own companies and never depend on an empty database).
export default function globalSetup() {
  rmSync(".data-e2e", { recursive: true, force: true });
}
