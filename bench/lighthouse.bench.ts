// Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G link, simulated)
// of the dashboard, the fleet list, a report page, /docs and its Reports page, signed in as the
// demo user, and of the hirer's pages (no sign-in): a self-inspection link and a sent damage
// charge, made through the public API (bench/hirer-links.ts).
// Prints each page's category scores and largest contentful paint; the goal is a
// performance score of 90 or more (95 and accessibility 100 on the hirer's pages, whose script
// must stay under 50 KB). The report page is also asked whether Chromium would install the app
// (Page.getInstallabilityErrors: none). Offline: everything is served from localhost.
//
// Uses the production build in NEXT_DIST_DIR (default .next), building it first when
// missing (bench/production-build.ts); a fresh embedded data folder, or DATABASE_URL when set. `BENCH_PORT` changes
// the port (default 3191); Chromium from CHROME_PATH (default /usr/bin/chromium).
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SAMPLE_SELLER, SANDBOX_PROVIDERS } from "../src/env.js";
import { damageChargeLink, inspectionLink } from "./hirer-links";
import { ensureBuild, startArgs } from "./production-build";
import type { BenchResult } from "./types";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const distDir = process.env.NEXT_DIST_DIR ?? ".next";
const port = Number(process.env.BENCH_PORT ?? 3191);
const base = `http://localhost:${port}`;
const debuggingPort = port + 1000;
const dataDir = path.join(root, `.data-bench-${port}`);
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  ...SANDBOX_PROVIDERS,
  ...SAMPLE_SELLER,
  NEXT_DIST_DIR: distDir,
  NEXT_TELEMETRY_DISABLED: "1",
  KERBSIDE_DATA_DIR: dataDir,
};
type ResourceRow = { resourceType: string; transferSize: number };
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** The server with the demo company; resolves with the demo API key it prints once (on stderr: its log never holds a key). */
function startServer(): Promise<{ server: ChildProcess; apiKey: string }> {
  const server = spawn(process.execPath, startArgs(root), {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      KERBSIDE_SEED_DEMO: "true",
      NEXTAUTH_SECRET: "bench-secret-bench-secret-bench-secret!!",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${out}`)), 120_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const key = /Demo API key[^:]*: (\S+)/.exec(out)?.[1];
      if (key && out.includes("Kerbside is running")) {
        clearTimeout(timer);
        resolve({ server, apiKey: key });
      }
    };
    server.stdout?.on("data", read);
    server.stderr?.on("data", read);
    server.once("exit", () => reject(new Error(`the server exited:\n${out}`)));
  });
}

/** A draft report with some damage, so the report page has a checklist and a diagram to draw. */
async function demoReport(apiKey: string): Promise<string> {
  const headers = { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" };
  const res = await fetch(`${base}/api/v1/reports`, {
    method: "POST",
    headers: { ...headers, "Idempotency-Key": `bench-${Date.now()}` },
    body: JSON.stringify({ vrm: "AA19AAA", type: "outbound" }),
  });
  if (res.status !== 201)
    throw new Error(`POST /api/v1/reports answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

export async function main(): Promise<BenchResult[]> {
  ensureBuild(root, env);
  if (!process.env.DATABASE_URL) rmSync(dataDir, { recursive: true, force: true });
  const { server, apiKey } = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      `--remote-debugging-port=${debuggingPort}`,
    ],
  });
  try {
    const reportId = await demoReport(apiKey);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel("Email").fill("demo@kerbside.test");
    await page.getByLabel("Password").fill("kerbside-demo");
    await page.getByRole("button", { name: /log in/i }).click();
    await page.waitForURL(/\/dashboard$/);
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    await context.close();
    // Installable: what Chromium itself says of the report page (its manifest and service
    // worker), in a profile of its own (Chromium installs nothing from an incognito context,
    // which every browser.newContext() is).
    const profile = mkdtempSync(path.join(tmpdir(), "kerbside-install-"));
    const installing = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    const installPage = installing.pages()[0] ?? (await installing.newPage());
    await installPage.goto(`${base}/login`);
    await installPage.getByLabel("Email").fill("demo@kerbside.test");
    await installPage.getByLabel("Password").fill("kerbside-demo");
    await installPage.getByRole("button", { name: /log in/i }).click();
    await installPage.waitForURL(/\/dashboard$/);
    await installPage.goto(`${base}/reports/${reportId}`);
    await installPage.waitForLoadState("networkidle");
    const cdp = await installing.newCDPSession(installPage);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    await installing.close();
    rmSync(profile, { recursive: true, force: true });
    const hirerPages = [
      ["hirer self-inspection", await inspectionLink(base, apiKey)],
      ["damage charge", await damageChargeLink(base, apiKey)],
    ] as const;

    const results: BenchResult[] = [
      {
        name: "report page (/reports/{id}): installable",
        value: installabilityErrors.length,
        unit: "errors",
        goal: "0",
        note:
          installabilityErrors.length === 0
            ? "met"
            : `NOT met: ${installabilityErrors.map((e) => e.errorId).join(", ")}`,
      },
    ];
    for (const [name, url] of [
      ["dashboard", "/dashboard"],
      ["fleet list", "/vehicles"],
      ["report page", `/reports/${reportId}`],
      ["API reference", "/docs"],
      ["API reference: Reports", "/docs/reference/reports"],
    ] as const) {
      const run = await lighthouse(`${base}${url}`, {
        port: debuggingPort,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
        extraHeaders: { Cookie: cookie },
      });
      if (!run) throw new Error(`lighthouse gave no result for ${url}`);
      const { categories, audits, finalDisplayedUrl } = run.lhr;
      if (new URL(finalDisplayedUrl).pathname !== url)
        throw new Error(`${url} ended at ${finalDisplayedUrl}: not signed in?`);
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      const lcp = Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0);
      const others = CATEGORIES.slice(1)
        .map((c) => `${c} ${score(c)}`)
        .join(", ");
      results.push({
        name: `${name} (${url.replace(reportId, "{id}")}): performance`,
        value: score("performance"),
        unit: "/100",
        goal: ">= 90",
        note: `${score("performance") >= 90 ? "met" : "NOT met"}; LCP ${lcp} ms; ${others}`,
      });
    }
    for (const [name, url] of hirerPages) {
      const run = await lighthouse(url, {
        port: debuggingPort,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      if (!run) throw new Error(`lighthouse gave no result for ${name}`);
      const { categories, audits } = run.lhr;
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      const lcp = Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0);
      const html = await (await fetch(url)).text();
      const inline = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].reduce(
        (sum, m) => sum + Buffer.byteLength(m[1] ?? ""),
        0,
      );
      const items = (audits["resource-summary"]?.details as { items?: ResourceRow[] } | undefined)
        ?.items;
      const external = items?.find((i) => i.resourceType === "script")?.transferSize ?? 0;
      const scriptKb = Math.round((inline + external) / 1024);
      const met = score("performance") >= 95 && score("accessibility") === 100 && scriptKb < 50;
      results.push({
        name: `${name} (${new URL(url).pathname.replace(/[^/]+$/, "{token}")}): performance`,
        value: score("performance"),
        unit: "/100",
        goal: ">= 95, accessibility 100, script < 50 KB",
        note: `${met ? "met" : "NOT met"}; accessibility ${score("accessibility")}; script ${scriptKb} KB (inline ${Math.round(inline / 1024)} KB); LCP ${lcp} ms; best-practices ${score("best-practices")}, seo ${score("seo")}`,
      });
    }
    return results;
  } finally {
    await browser.close();
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    if (!process.env.DATABASE_URL) rmSync(dataDir, { recursive: true, force: true });
  }
}
