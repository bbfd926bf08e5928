import nextPlugin from "@next/eslint-plugin-next";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// One rule per layer: the import paths (relative or `~/`) a file of that layer may not use.
const SERVICES = { regex: "(^~/server/services/|^(\\.\\./)+services/|^\\.\\./services/)", message: "A lower layer must not import services." };
const ROUTERS = { regex: "(^~/server/api/|/server/api/|^(\\.\\./)+api/)", message: "Services and lower layers must not import tRPC routers or their context." };
const HTTP = { regex: "(^~/server/http/|^(\\.\\./)+http/)", message: "Services and lower layers must not import the HTTP layer (src/server/http); pass what they need in, or move it down (src/server/limits)." };
const UI = { regex: "^~/(app|components|trpc)/", message: "Server code must not import pages, components or the tRPC client." };
const PDF_OR_INTEGRATIONS = { regex: "(^~/server/(pdf|integrations)/|^(\\.\\./)+(pdf|integrations)/)", message: "The database and limits layers must not import the PDF renderer or integrations." };
/**
 * @param {string[]} files
 * @param {{ regex: string; message: string }[]} banned
 * @returns {import("eslint").Linter.Config}
 */
const layer = (files, banned) => ({ files, rules: { "no-restricted-imports": ["error", { patterns: banned }] } });

export default tseslint.config(
  { ignores: [".next*/**", "test-results*/**", "e2e/screenshots/**", "node_modules/**", "src/server/db/generated/**", ".data*/**", "playwright-report/**", "next-env.d.ts"] },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { "@next/next": nextPlugin, "react-hooks": reactHooks },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["warn", { prefer: "type-imports", fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/only-throw-error": "off",
      "no-warning-comments": ["error", { terms: ["todo", "fixme"], location: "start" }],
    },
  },
  { files: ["**/*.js", "**/*.mjs"], ...tseslint.configs.disableTypeChecked },
  // Layers: pages and components -> tRPC routers and HTTP handlers -> services -> pdf and
  // integrations -> models -> db, limits (models may use an integration's pure checks, such as
  // the webhook URL guard). Nothing imports from a layer above its own.
  layer(["src/server/services/**"], [ROUTERS, HTTP, UI]),
  layer(["src/server/pdf/**", "src/server/integrations/**"], [SERVICES, ROUTERS, HTTP, UI]),
  layer(["src/server/models/**"], [SERVICES, ROUTERS, HTTP, UI]),
  layer(["src/server/db/**", "src/server/limits/**"], [SERVICES, ROUTERS, HTTP, UI, PDF_OR_INTEGRATIONS]),
);
