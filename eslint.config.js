import nextPlugin from "@next/eslint-plugin-next";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import boundaries from "eslint-plugin-boundaries";

// The layers, top to bottom. A file may import from its own layer and those below it, never
// from one above; every file in src belongs to one (the longest matching path wins).
const LAYERS = [
  { name: "pages", paths: ["app", "proxy.ts", "instrumentation-client.ts"] },
  { name: "components and the tRPC client", paths: ["components", "trpc"] },
  {
    name: "routers, HTTP handlers, sessions and job workers",
    paths: ["server/api", "server/http", "server/auth", "server/jobs/workers"],
  },
  { name: "services", paths: ["server/services"] },
  {
    name: "pdf, integrations and the job queue",
    paths: ["server/pdf", "server/integrations", "server/jobs/queue"],
  },
  { name: "models", paths: ["server/models"] },
  {
    name: "db, limits and net",
    paths: [
      "server/db",
      "server/limits",
      "server/net",
      "server/observability",
      "server/errors.ts",
      "server/ids.ts",
      "env.js",
    ],
  },
];

// eslint-plugin-boundaries classifies each file by its first matching descriptor, so the
// longer (more specific) paths go first; a path with an extension is one file, else a folder.
const FILES = LAYERS.flatMap((layer) => layer.paths.map((p) => ({ category: layer.name, path: p })))
  .sort((a, b) => b.path.length - a.path.length)
  .map(({ category, path }) => ({
    category,
    pattern: /\.[a-z]+$/.test(path) ? `src/${path}` : `src/${path}/**`,
  }));

/** @param {string[]} names */
const layers = (names) => ({ file: { categories: names } });

export default tseslint.config(
  {
    ignores: [
      ".next*/**",
      "test-results*/**",
      "e2e/screenshots/**",
      "node_modules/**",
      "src/server/db/generated/**",
      ".data*/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "@next/next": nextPlugin, "react-hooks": reactHooks },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": [
        "warn",
        { prefer: "type-imports", fixStyle: "inline-type-imports" },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-misused-promises": [
        "error",
        { checksVoidReturn: { attributes: false } },
      ],
      "@typescript-eslint/only-throw-error": "off",
      "no-warning-comments": ["error", { terms: ["todo", "fixme"], location: "start" }],
    },
  },
  { files: ["**/*.js", "**/*.mjs"], ...tseslint.configs.disableTypeChecked },
  {
    files: ["src/**"],
    plugins: { boundaries },
    settings: {
      "boundaries/files": FILES,
      "boundaries/files-single-match": true,
      "boundaries/dependency-nodes": ["import", "export", "dynamic-import"],
      "import/resolver": { typescript: { project: "./tsconfig.json" } },
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          message:
            "{{from.file.categories.[0]}} must not import {{to.file.categories.[0]}} ({{dependency.source}}): a lower layer never reaches up; pass what it needs in, or move it down.",
          policies: [
            ...LAYERS.map((layer, index) => ({
              from: layers([layer.name]),
              allow: { to: layers(LAYERS.slice(index).map((l) => l.name)) },
            })),
          ],
        },
      ],
      "boundaries/no-unknown-files": "error",
      "boundaries/no-unknown-dependencies": "error",
    },
  },
);
