// Runs before every page Next.js renders. It gives the page a fresh nonce: the
// Content-Security-Policy on the request is where Next.js reads it for its own scripts
// (x-nonce carries it bare for any script of ours), and the same policy goes on the response.
// The staff areas also need a session. The hirer's and payer's pages are route handlers that
// write their own policy, which a header set here would replace: they pass untouched. The
// API and static files never come here.
import { withAuth, type NextRequestWithAuth } from "next-auth/middleware";
import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { contentSecurityPolicy, isHirerPath, newNonce } from "~/server/http/security-headers";

const STAFF_AREAS = [
  "/dashboard",
  "/reports",
  "/vehicles",
  "/customers",
  "/agreements",
  "/billing",
  "/settings",
  "/team",
  "/email",
];

function withNonce(request: NextRequest): NextResponse {
  const nonce = newNonce();
  const policy = contentSecurityPolicy({ dev: process.env.NODE_ENV === "development", nonce });
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

const withSession = withAuth(withNonce, { pages: { signIn: "/login" } });

export default function proxy(request: NextRequest, event: NextFetchEvent) {
  const { pathname } = request.nextUrl;
  if (isHirerPath(pathname)) return NextResponse.next();
  const staff = STAFF_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
  // withAuth adds `nextauth` to the request itself before it hands it on.
  return staff ? withSession(request as NextRequestWithAuth, event) : withNonce(request);
}

export const config = {
  matcher: ["/((?!api/|_next/static/|_next/image/|favicon\\.ico$|icon\\.svg$).*)"],
};
