// next-auth (v4) for the browser UI: email and password, JWT sessions. The session
// names the user and the session version it was signed with; company and role are read
// fresh per request, and a raised session version ends it (session-caller.ts).
import type { NextAuthOptions } from "next-auth";
import credentialsModule from "next-auth/providers/credentials";
import { logIn } from "../services/auth/log-in";
import { clientIpFromHeaders } from "../http/client-ip";
import { endAllSessions } from "../services/auth/sessions";

// next-auth ships CommonJS: under Node's own ESM loader (scripts, test servers) the default import is the module object.
const CredentialsProvider = (credentialsModule as unknown as { default?: typeof credentialsModule }).default ?? credentialsModule;

export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt", maxAge: 12 * 60 * 60 },
  pages: { signIn: "/login" },
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, req) {
        if (!credentials?.email || !credentials.password) return null;
        const headers = new Headers(req.headers as Record<string, string>);
        const result = await logIn({ email: credentials.email, password: credentials.password, ip: clientIpFromHeaders(headers) });
        if (result.ok) return result.user;
        // next-auth shows this message on the login page (as ?error=...).
        throw new Error(
          result.reason === "throttled"
            ? `Too many attempts. Try again in ${Math.ceil((result.retryAfterSeconds ?? 60) / 60)} minutes.`
            : "That email and password don't match an account.",
        );
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.sub = user.id;
        token.sv = user.sessionVersion ?? 0;
      }
      return token;
    },
    session({ session, token }) {
      if (session.user && token.sub) {
        session.user.id = token.sub;
        session.user.sessionVersion = token.sv ?? 0;
      }
      return session;
    },
  },
  events: {
    // Logging out ends every session of the user, not only this browser's cookie.
    async signOut({ token }) {
      if (token.sub) await endAllSessions(token.sub);
    },
  },
};
