// One API server process for idempotency-kill.test.ts, to be killed with SIGKILL
// mid-request: the /api/v1 route handlers behind node:http, on DATABASE_URL.
// Prints `listening <port>` once it takes requests.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { POST } from "~/app/api/v1/[...path]/route";
import { prepareDatabase } from "~/server/db";
import { PEER_HEADER } from "~/server/http/client-ip";
import { startJobs } from "~/server/jobs";

await prepareDatabase();
await startJobs({ workers: false });

const server = createServer((req, res) => {
  void (async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    headers.set(PEER_HEADER, req.socket.remoteAddress ?? "");
    const request = new Request(new URL(req.url ?? "/", "http://localhost"), { method: "POST", headers, body: Buffer.concat(chunks) });
    const response = await POST(request);
    res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
    res.end(Buffer.from(await response.arrayBuffer()));
  })();
});
server.listen(0, "127.0.0.1", () => console.log(`listening ${(server.address() as AddressInfo).port}`));
