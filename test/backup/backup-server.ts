// A Kerbside server process for the backup tests, on the data folder (or DATABASE_URL) its
// environment names: the server entry's node:http handler for /api/v1, and the hirer's
// signing page (its Next.js route handlers, called as Next.js calls them). No job workers, so
// nothing changes between two reads. Prints `listening <port>`; SIGTERM closes the database.
import { getRequestListener } from "@hono/node-server";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { GET as signGet, POST as signPost } from "~/app/sign/[token]/route";
import { closeDatabase, prepareDatabase } from "~/server/db";
import { requestHandler } from "~/server/http/node-server";
import { startJobs, stopJobs } from "~/server/jobs/workers";

await prepareDatabase();
await startJobs({ workers: false });

const signingPage = getRequestListener(
  (request) => {
    const token = new URL(request.url).pathname.split("/")[2] ?? "";
    const context = { params: Promise.resolve({ token }) };
    return request.method === "POST" ? signPost(request, context) : signGet(request, context);
  },
  { overrideGlobalObjects: false },
);

const server = createServer(
  requestHandler({
    dev: false,
    appUrl: "http://localhost:3000",
    next: (req, res) => {
      if (req.url?.startsWith("/sign/")) return signingPage(req, res);
      res.writeHead(404).end();
    },
  }),
);
server.listen(0, "127.0.0.1", () =>
  console.log(`listening ${(server.address() as AddressInfo).port}`),
);

process.once("SIGTERM", () => {
  server.close();
  server.closeAllConnections();
  void stopJobs({ timeoutMs: 5_000 })
    .then(() => closeDatabase())
    .then(() => process.exit(0));
});
