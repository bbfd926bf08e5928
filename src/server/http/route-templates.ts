// The route templates of the pages and route handlers Next.js serves (`/reports/{id}`,
// `/sign/{token}`), for the request log and the metrics, which must never name a path: paths
// hold ids and signing tokens. Read once at start: from the build's manifest in production,
// from src/app in development (where the manifest fills in only as pages compile).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The route of a path that matches no page or route handler (Next.js answers 404). */
export const NO_ROUTE = "*";
/** Next.js's own files (scripts, styles, fonts): one route for them all. */
const NEXT_ASSETS = "/_next/*";

type Node = {
  template?: string;
  children: Map<string, Node>;
  parameter?: Node;
  /** `[...name]`: one or more segments; `[[...name]]` also none (then `template` is set too). */
  rest?: string;
};

const newNode = (): Node => ({ children: new Map() });

const PAGE_FILE = /^(page|route)\.(tsx|ts|jsx|js)$/;
// Files Next.js serves from where they stand (an icon beside a layout).
const METADATA_FILE =
  /^(icon|apple-icon|favicon|opengraph-image|twitter-image|robots|sitemap|manifest)\.[a-z]+$/;

/** The app directory's paths of every page and route handler (`/(app)/reports/[id]/page`), as the build's manifest names them. */
function sourceRoutes(appDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, route: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${route}/${entry.name}`);
      else if (PAGE_FILE.test(entry.name))
        found.push(`${route}/${entry.name.replace(/\.[a-z]+$/, "")}`);
      else if (METADATA_FILE.test(entry.name)) found.push(`${route}/${entry.name}/route`);
    }
  };
  walk(appDir, "");
  return found;
}

/** `/(app)/reports/[id]/page` -> the URL's segments `["reports", "[id]"]`. */
function segmentsOf(appPath: string): string[] {
  return appPath
    .split("/")
    .slice(1, -1)
    .filter((segment) => !(segment.startsWith("(") && segment.endsWith(")")))
    .filter((segment) => !segment.startsWith("@"));
}

const templateOf = (segments: string[]) =>
  "/" + segments.map((s) => s.replace(/^\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}$/, "{$1}")).join("/");

function add(root: Node, segments: string[]): void {
  if (segments[0]?.startsWith("_")) return; // Next.js's own pages (_not-found, _global-error)
  const template = templateOf(segments);
  let node = root;
  for (const segment of segments) {
    if (segment.startsWith("[[...")) {
      node.template ??= template;
      node.rest = template;
      return;
    }
    if (segment.startsWith("[...")) {
      node.rest = template;
      return;
    }
    if (segment.startsWith("[")) {
      node.parameter ??= newNode();
      node = node.parameter;
    } else {
      let child = node.children.get(segment);
      if (!child) {
        child = newNode();
        node.children.set(segment, child);
      }
      node = child;
    }
  }
  node.template = template;
}

/** Next.js's order: a fixed segment before a parameter before a catch-all. */
function find(node: Node, segments: string[], index: number): string | undefined {
  if (index === segments.length) return node.template;
  const segment = segments[index]!;
  const child = node.children.get(segment);
  const fixed = child && find(child, segments, index + 1);
  if (fixed) return fixed;
  const parameter = segment !== "" && node.parameter && find(node.parameter, segments, index + 1);
  if (parameter) return parameter;
  return node.rest;
}

export type RouteTemplates = (pathname: string) => string;

/** A matcher from the given app paths (`/(app)/reports/[id]/page`). */
export function routeTemplates(appPaths: string[]): RouteTemplates {
  const root = newNode();
  for (const appPath of appPaths) add(root, segmentsOf(appPath));
  return (pathname) => {
    if (pathname.startsWith("/_next/")) return NEXT_ASSETS;
    if (pathname === "/") return root.template ?? NO_ROUTE;
    return find(root, pathname.slice(1).split("/"), 0) ?? NO_ROUTE;
  };
}

/** The templates of this server's pages and route handlers: the build's in production, src/app's in development. */
export function loadRouteTemplates(options: { dev: boolean; distDir: string }): RouteTemplates {
  const manifest = path.join(options.distDir, "app-path-routes-manifest.json");
  if (!options.dev && existsSync(manifest)) {
    const routes = JSON.parse(readFileSync(manifest, "utf8")) as Record<string, string>;
    return routeTemplates(Object.keys(routes));
  }
  const appDir = path.join("src", "app");
  return routeTemplates(existsSync(appDir) ? sourceRoutes(appDir) : []);
}
