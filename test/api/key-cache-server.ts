// One API server process for key-cache-processes.test.ts, on DATABASE_URL: the /api/v1
// server entry's node:http handler (src/server/http/node-server.ts), plus `POST /change` to change a company's API settings
// through this process's services (as the settings page would). Prints `listening <port>`
// once its LISTEN connection is up, so keys it reads are remembered.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { prepareDatabase } from "~/server/db";
import { isListening } from "~/server/db/listen";
import { requestHandler } from "~/server/http/node-server";
import {
  regenerateApiKey,
  setApiEnabled,
  updateIpAllowList,
} from "~/server/services/api-access/api-settings";
import { cachedKey } from "~/server/services/api-access/key-cache";

await prepareDatabase();

type Change = { companyId: string; regenerate?: true; enabled?: boolean; allowList?: string[] };

async function change(body: Change): Promise<unknown> {
  const actor = { kind: "api_key" } as const;
  const { companyId } = body;
  if (body.regenerate) return { key: (await regenerateApiKey({ companyId, actor })).key };
  if (body.enabled !== undefined) await setApiEnabled({ companyId, actor, enabled: body.enabled });
  if (body.allowList) await updateIpAllowList({ companyId, actor, entries: body.allowList });
  return {};
}

async function read(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// Where Next.js would be: only `POST /change`.
function notApi(req: IncomingMessage, res: ServerResponse): void {
  void (async () => {
    if (req.url !== "/change") return res.writeHead(404).end();
    const answer = await change(JSON.parse((await read(req)).toString()) as Change);
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(answer));
  })();
}

const server = createServer(
  requestHandler({ dev: false, appUrl: "http://localhost:3000", next: notApi }),
);

// Asking the cache opens this process's LISTEN connection; wait until it is up.
cachedKey("");
while (!isListening()) await new Promise((resolve) => setTimeout(resolve, 20));
server.listen(0, "127.0.0.1", () =>
  console.log(`listening ${(server.address() as AddressInfo).port}`),
);
