// Operating it (contract section 10): a real server process of this build, on its own port and
// data folder, with METRICS_TOKEN. Its run (an API key's calls, a hirer with an email, errors,
// a signing link, password log-ins, webhook attempts) is scraped at /api/metrics and parsed as
// Prometheus text; then the process stops and its standard output is read: one JSON object per
// line, every request with its id, method, route template, status, duration and company, and
// no key, signing token, password or hirer's email anywhere.
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type APIResponse,
} from "@playwright/test";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { readScrape, type Scrape } from "../../test/prometheus-text";
import { SAMPLE_SELLER, SANDBOX_PROVIDERS } from "../../src/env.js";

const METRICS_TOKEN = `metrics-${randomUUID()}`;
const PASSWORD = `log-test-${randomUUID()}`;
const OWNER_EMAIL = `logs-owner-${randomUUID().slice(0, 8)}@example.test`;
const HIRER_EMAIL = `logs-hirer-${randomUUID().slice(0, 8)}@example.com`;
// An id of any kind (`co_`, `rep_`, `req_`... and 26 characters of base32): never a label.
const AN_ID = /[a-z]+_[0-9a-z]{26}/;

type Run = {
  server: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  base: string;
  dataDir: string;
};

type Seen = {
  companyId: string;
  key: string;
  token: string;
  notFoundRequestId: string;
  metrics: Scrape;
  scrapeStatuses: { none: number; wrong: number };
};

let run: Run;
let seen: Seen;
let receiver: Server;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A webhook receiver on this machine: `/ok` answers 204, anything else 500. */
function startReceiver(): Promise<string> {
  receiver = createServer((req, res) => {
    req.resume();
    res.writeHead(req.url === "/ok" ? 204 : 500).end();
  });
  return new Promise((resolve) =>
    receiver.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}`),
    ),
  );
}

function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    ...SANDBOX_PROVIDERS,
    ...SAMPLE_SELLER,
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    NEXTAUTH_URL: `http://localhost:${port}`,
    KERBSIDE_DATA_DIR: dataDir,
    KERBSIDE_SEED_DEMO: "false",
    NEXTAUTH_SECRET: "logs-secret-logs-secret-logs-secret-logs",
    NEXT_TELEMETRY_DISABLED: "1",
    JOBS_IN_PROCESS: "true",
    // On PostgreSQL this server shares the e2e server's database: a queue of its own, so neither
    // takes the other's mail (sealed under the other's secret, or sent to the wrong mailbox).
    KERBSIDE_JOBS_SCHEMA: "pgboss_e2e_logs",
    WEBHOOK_ALLOW_PRIVATE_URLS: "true",
    METRICS_TOKEN,
  };
  delete env.LOG_LEVEL;
  return env;
}

/** The company, its Owner and its API key, made by the operator's CLI (before the server opens an embedded folder). */
function createCompany(env: NodeJS.ProcessEnv): { companyId: string; key: string } {
  const made = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/admin.ts",
      "create-company",
      "--name",
      "Logline Hire",
      "--email",
      OWNER_EMAIL,
      "--password",
      PASSWORD,
      "--credits",
      "20",
    ],
    { env, encoding: "utf8" },
  );
  expect(made.status, made.stderr).toBe(0);
  const printed = JSON.parse(made.stdout.trim().split("\n").at(-1)!) as {
    company_id: string;
    api_key: string;
  };
  return { companyId: printed.company_id, key: printed.api_key };
}

async function startServer(env: NodeJS.ProcessEnv, base: string, dataDir: string): Promise<Run> {
  let out = "";
  let err = "";
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const started = { server, stdout: () => out, stderr: () => err, base, dataDir };
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`The server exited:\n${out}\n${err}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return started;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not start:\n${out}\n${err}`);
}

async function logIn(session: APIRequestContext, password: string): Promise<number> {
  const { csrfToken } = (await (await session.get("/api/auth/csrf")).json()) as {
    csrfToken: string;
  };
  const answer = await session.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: OWNER_EMAIL, password, json: "true" },
  });
  return answer.status();
}

async function scrape(token?: string): Promise<{ status: number; text: string }> {
  const answer = await fetch(`${run.base}/api/metrics`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return { status: answer.status, text: await answer.text() };
}

/** The run: everything the log and the metrics are then checked against. */
async function exercise(companyId: string, key: string): Promise<Seen> {
  const api = await playwrightRequest.newContext({
    baseURL: `${run.base}/api/v1/`,
    extraHTTPHeaders: { Authorization: `Bearer ${key}` },
  });
  const json = async (answer: APIResponse, status: number): Promise<Record<string, unknown>> => {
    expect(answer.status(), await answer.text()).toBe(status);
    return (await answer.json()) as Record<string, unknown>;
  };
  await json(await api.get("credits"), 200);
  const hirer = await json(
    await api.post("customers", {
      data: { name: "Lena Logline", email: HIRER_EMAIL, phone: "07700 900456" },
    }),
    201,
  );
  // A refused body holding the hirer's email: the answer is an error, the body is not logged.
  await json(await api.post("customers", { data: { name: "", email: HIRER_EMAIL } }), 400);
  const missing = await json(await api.get("reports/rep_01jd8x3m5kf3v9w2q7r4t6y8z0"), 404);
  await json(await api.post("reports", { data: { vrm: "AA19AAA", type: "outbound" } }), 201);
  const vehicles = await json(await api.get("vehicles?vrm=AA19AAA"), 200);
  const agreement = await json(
    await api.post("agreements", {
      data: {
        customer_id: hirer.id,
        vehicle_id: (vehicles.data as { id: string }[])[0]!.id,
        starts_at: "2026-07-06T13:30:00Z",
        ends_at: "2026-07-09T13:30:00Z",
        daily_rate_pence: 4500,
        deposit_pence: 20000,
        excess_pence: 75000,
        mileage_allowance_per_day: 150,
      },
    }),
    201,
  );
  const sent = await json(await api.post(`agreements/${String(agreement.id)}/send`, {}), 200);
  const signingUrl = String(sent.signing_url);
  expect((await fetch(signingUrl)).status).toBe(200);

  const receiverUrl = await startReceiver();
  for (const [target, outcome] of [
    ["/ok", "succeeded"],
    ["/fail", "failed"],
  ] as const) {
    const endpoint = await json(
      await api.post("webhook-endpoints", {
        data: { url: `${receiverUrl}${target}`, events: ["agreement.signed"] },
      }),
      201,
    );
    const attempt = await json(
      await api.post(`webhook-endpoints/${String(endpoint.id)}/test`, { data: {} }),
      200,
    );
    expect(attempt.status).toBe(outcome);
  }

  const session = await playwrightRequest.newContext({ baseURL: run.base });
  expect(await logIn(session, `not-${PASSWORD}`)).toBe(401);
  expect(await logIn(session, PASSWORD)).toBe(200);
  expect((await session.get("/api/trpc/account.me")).status()).toBe(200);
  await session.dispose();
  await api.dispose();

  const none = await scrape();
  const wrong = await scrape(`${METRICS_TOKEN}x`);
  const scraped = await scrape(METRICS_TOKEN);
  expect(scraped.status).toBe(200);
  return {
    companyId,
    key,
    token: new URL(signingUrl).pathname.split("/").at(-1)!,
    notFoundRequestId: String(missing.request_id),
    metrics: readScrape(scraped.text),
    scrapeStatuses: { none: none.status, wrong: wrong.status },
  };
}

const family = (name: string) => {
  const found = seen.metrics.family(name);
  expect(found, `${name} in the scrape`).toBeDefined();
  return found!;
};

const labelled = (name: string, labels: Record<string, string>) =>
  family(name).metrics.filter((sample) =>
    Object.entries(labels).every(([label, value]) => sample.labels?.[label] === value),
  );

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "kerbside-logs-"));
  const env = serverEnv(port, dataDir);
  const { companyId, key } = createCompany(env);
  run = await startServer(env, `http://localhost:${port}`, dataDir);
  seen = await exercise(companyId, key);
});

test.afterAll(() => {
  run?.server.kill("SIGKILL");
  receiver?.close();
  if (run) rmSync(run.dataDir, { recursive: true, force: true });
});

test("GET /api/metrics is 404 without the token or with another one", () => {
  expect(seen.scrapeStatuses).toEqual({ none: 404, wrong: 404 });
});

test("GET /api/metrics is 404 on a server without METRICS_TOKEN, whatever the token", async ({
  request,
}) => {
  const answer = await request.get("/api/metrics", {
    headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(answer.status()).toBe(404);
});

test("the scrape counts requests by route template and status, with a latency histogram", () => {
  const requests = family("kerbside_http_requests_total");
  expect(requests.type).toBe("COUNTER");
  for (const [route, status] of [
    ["/api/v1/credits", "200"],
    ["/api/v1/customers", "201"],
    ["/api/v1/customers", "400"],
    ["/api/v1/reports/{id}", "404"],
    ["/api/v1/agreements/{id}/send", "200"],
    ["/sign/{token}", "200"],
    ["/api/auth/{nextauth}", "401"],
    ["/api/trpc/{trpc}", "200"],
  ] as const) {
    const [sample] = labelled("kerbside_http_requests_total", { route, status });
    expect(Number(sample?.value), `${route} ${status}`).toBeGreaterThanOrEqual(1);
  }
  expect(family("kerbside_http_request_duration_seconds").type).toBe("HISTOGRAM");
  const credits = seen.metrics
    .histogram("kerbside_http_request_duration_seconds")
    .find((series) => series.labels.route === "/api/v1/credits");
  expect(Object.keys(credits?.buckets ?? {})).toEqual(
    expect.arrayContaining(["0.005", "0.1", "1", "10", "+Inf"]),
  );
  expect(credits?.count).toBeGreaterThanOrEqual(1);
  expect(credits?.buckets["+Inf"]).toBe(credits?.count);
});

test("the scrape counts webhook attempts by outcome, credits charged, and jobs per queue", () => {
  expect(family("kerbside_webhook_deliveries_total").type).toBe("COUNTER");
  for (const outcome of ["succeeded", "failed"]) {
    const [sample] = labelled("kerbside_webhook_deliveries_total", { outcome });
    expect(Number(sample?.value), outcome).toBeGreaterThanOrEqual(1);
  }
  const charged = family("kerbside_credits_charged_total");
  expect(charged.type).toBe("COUNTER");
  expect(Number(charged.metrics[0]?.value)).toBeGreaterThanOrEqual(1);
  for (const name of ["kerbside_jobs_waiting", "kerbside_jobs_failed"]) {
    expect(family(name).type).toBe("GAUGE");
    const queues = family(name).metrics.map((sample) => sample.labels?.queue);
    expect(queues).toEqual(expect.arrayContaining(["email", "webhook-delivery"]));
  }
});

test("no label of the scrape carries an id, a key, a token or an email", () => {
  const values = [
    ...seen.metrics.families
      .filter((f) => f.name.startsWith("kerbside_"))
      .flatMap((f) => f.metrics.flatMap((sample) => Object.values(sample.labels ?? {}))),
    ...seen.metrics
      .histogram("kerbside_http_request_duration_seconds")
      .flatMap((series) => Object.values(series.labels)),
  ];
  expect(values.length).toBeGreaterThan(0);
  for (const value of values) {
    expect(value).not.toMatch(AN_ID);
    for (const secret of [seen.key, seen.token, HIRER_EMAIL]) expect(value).not.toContain(secret);
  }
});

test("the log: JSON lines with every request's fields, and no key, token, password or hirer's email", async () => {
  run.server.kill("SIGTERM");
  await new Promise((resolve) => run.server.once("exit", resolve));
  const output = run.stdout();
  const everything = `${output}\n${run.stderr()}`;
  for (const secret of [seen.key, seen.token, PASSWORD, HIRER_EMAIL])
    expect(everything.includes(secret), "a secret in the output").toBe(false);

  const lines = output
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  for (const line of lines) {
    expect(typeof line.time).toBe("string");
    expect(typeof line.level).toBe("string");
    expect(typeof line.msg).toBe("string");
  }
  const requests = lines.filter((line) => line.msg === "request");
  expect(requests.length).toBeGreaterThan(10);
  for (const line of requests) {
    expect(line.request_id).toMatch(/^req_/);
    expect(typeof line.method).toBe("string");
    expect(typeof line.route).toBe("string");
    expect(line.route).not.toMatch(AN_ID);
    expect(typeof line.status).toBe("number");
    expect(typeof line.duration_ms).toBe("number");
    expect(line).toHaveProperty("company_id");
  }
  const keyed = requests.filter((line) => String(line.route).startsWith("/api/v1/"));
  expect(keyed.length).toBeGreaterThan(5);
  for (const line of keyed) expect(line.company_id).toBe(seen.companyId);
  const notFound = requests.find((line) => line.request_id === seen.notFoundRequestId);
  expect(notFound).toMatchObject({
    method: "GET",
    route: "/api/v1/reports/{id}",
    status: 404,
    company_id: seen.companyId,
  });
  const routes = requests.map((line) => line.route);
  expect(routes).toEqual(expect.arrayContaining(["/sign/{token}", "/api/auth/{nextauth}"]));
  const session = requests.find((line) => line.route === "/api/trpc/{trpc}" && line.status === 200);
  expect(session?.company_id).toBe(seen.companyId);
});
