// One "server process" for shared-rate-limit.test.ts: spends `count` requests of the
// API's per-key budget through limiter() and prints how many were allowed.
import { spendApiBudget, takeApiBudget } from "~/server/http/rest/rate-limit";
import { store } from "~/server/limits/limiter";

// As a server is by the time it takes requests: connected to Redis (until then a process counts on its own).
const { redis } = store();
if (redis && redis.status !== "ready") await new Promise((resolve) => redis.once("ready", resolve));

const [companyId = "", count = "0", limit = "60"] = process.argv.slice(2);
let allowed = 0;
let refused = 0;
for (let i = 0; i < Number(count); i++) {
  try {
    spendApiBudget(await takeApiBudget(companyId, Number(limit)));
    allowed += 1;
  } catch {
    refused += 1;
  }
}
console.log(JSON.stringify({ allowed, refused }));
process.exit(0);
