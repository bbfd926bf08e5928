// Importing env validates the configuration before Next.js starts.
import "./src/env.js";

/** @type {import("next").NextConfig} */
const config = {
  // Several checkouts or parallel test runs can build side by side with their own NEXT_DIST_DIR.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  reactStrictMode: true,
  poweredByHeader: false,
  // Next's development badge sat over the phone layout's Back button.
  devIndicators: false,
  typedRoutes: false,
  serverExternalPackages: [
    "@electric-sql/pglite",
    "sharp",
    "@node-rs/argon2",
    "pglite-prisma-adapter",
  ],
  // `npm run typecheck` and `npm run lint` check the code; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // A signing link's path is its token (a credential): never write it to the request log.
  logging: { incomingRequests: { ignore: [/^\/sign(\/|$)/, /^\/r\//] } },
};

export default config;
