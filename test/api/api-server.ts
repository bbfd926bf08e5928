// One API server process for idempotency-kill.test.ts (to be killed with SIGKILL
// mid-request) and node-server.test.ts: the server entry's node:http handler
// (src/server/http/node-server.ts) on DATABASE_URL, with a stand-in for Next.js that
// answers "next". Prints `listening <port>` once it takes requests.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { prepareDatabase } from "~/server/db";
import { requestHandler } from "~/server/http/node-server";
import { startJobs } from "~/server/jobs/workers";

await prepareDatabase();
await startJobs({ workers: false });

const server = createServer(
  requestHandler({
    dev: false,
    appUrl: "http://localhost:3000",
    next: (_req, res) => res.end("next"),
  }),
);
server.listen(0, "127.0.0.1", () =>
  console.log(`listening ${(server.address() as AddressInfo).port}`),
);
