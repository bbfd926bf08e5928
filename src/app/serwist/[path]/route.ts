// Builds and serves the service worker (src/app/sw.ts) as /serwist/sw.js, with the build's
// static files as its precache list: Serwist's way for Next.js with Turbopack, which runs no
// webpack plugin. Built once at `next build` (a static route), with esbuild.
import { createSerwistRoute } from "@serwist/turbopack";

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute(
  {
    swSrc: "src/app/sw.ts",
    useNativeEsbuild: true,
  },
);
