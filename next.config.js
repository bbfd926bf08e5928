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
  // The node:http server logs every request as JSON, by route template (a signing link's path
  // is its token, a credential): Next.js's own development lines would repeat them with the path.
  logging: { incomingRequests: false },
};

export default config;
