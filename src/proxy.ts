// Pages behind the staff session. The public API (/api/v1) uses API keys and the
// signing pages use their own tokens, so both stay outside.
import { withAuth } from "next-auth/middleware";

export default withAuth({ pages: { signIn: "/login" } });

export const config = {
  matcher: ["/dashboard/:path*", "/reports/:path*", "/vehicles/:path*", "/customers/:path*", "/agreements/:path*", "/billing/:path*", "/settings/:path*", "/team/:path*", "/email/:path*"],
};
