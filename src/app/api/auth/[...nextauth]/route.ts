import NextAuth from "next-auth";
import { authOptions } from "~/server/auth/options";

// next-auth 4 types its route handler loosely; this is the shape App Router calls.
const handler = NextAuth(authOptions) as (req: Request, ctx: unknown) => Promise<Response>;

export { handler as GET, handler as POST };
