// next-auth (v4) for the browser UI: email and password, JWT sessions. The session
// names the user and the session version it was signed with; company and role are read
// fresh per request, and a raised session version ends it (session-caller.ts).
import type { CallbacksOptions, NextAuthOptions } from "next-auth";
import credentialsModule from "next-auth/providers/credentials";
import { logIn } from "../services/auth/log-in";
import { clientIpFromHeaders } from "../net/client-ip";
import { logger } from "../observability/logger";
import { endAllSessions, SESSION_IDLE_MS, staffCaller } from "../services/auth/sessions";
import { LOGIN_ERROR } from "./login-messages";

// next-auth ships CommonJS: under Node's own ESM loader (scripts, test servers) the default import is the module object.
const CredentialsProvider =
  (credentialsModule as unknown as { default?: typeof credentialsModule }).default ??
  credentialsModule;

const FAILURES = {
  invalid: LOGIN_ERROR.invalid,
  throttled: LOGIN_ERROR.throttled,
  code_required: LOGIN_ERROR.codeRequired,
  code_invalid: LOGIN_ERROR.codeInvalid,
} as const;

/** A cookie whose session was ended (log-out, password change, a device ended, removal). */
class SessionEnded extends Error {}

/** The token a sign-in puts in the cookie: who, the session version, the session row. */
const signInToken: CallbacksOptions["jwt"] = ({ token, user }) => {
  if (user) {
    token.sub = user.id;
    token.sv = user.sessionVersion ?? 0;
    token.sid = user.sessionId;
  }
  return token;
};

export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt", maxAge: SESSION_IDLE_MS / 1000 },
  pages: { signIn: "/login" },
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: {
        email: { label: "Email", type: "email" },
        password: { label: "Password", type: "password" },
        code: { label: "Authentication code", type: "text" },
      },
      async authorize(credentials, req) {
        if (!credentials?.email || !credentials.password) return null;
        const headers = new Headers(req.headers as Record<string, string>);
        // Only fixed codes leave here (the login form maps them to sentences): never a
        // database message, never text a visitor could put in the address bar.
        const result = await logIn({
          email: credentials.email,
          password: credentials.password,
          code: credentials.code,
          ip: clientIpFromHeaders(headers),
          userAgent: headers.get("user-agent"),
        }).catch(() => {
          throw new Error(LOGIN_ERROR.unavailable);
        });
        if (result.ok) return result.user;
        throw new Error(FAILURES[result.reason]);
      },
    }),
  ],
  callbacks: {
    // A token read back (next-auth's own `GET /api/auth/session`, which would answer the user and
    // renew the cookie for 12 hours) only while its session is live, as every other route asks:
    // otherwise next-auth answers `{}` and clears the cookie.
    async jwt(params) {
      if (params.user) return signInToken(params);
      const { token } = params;
      const live = token.sub
        ? await staffCaller({
            userId: token.sub,
            sessionVersion: token.sv ?? 0,
            sessionId: token.sid,
          })
        : null;
      if (!live) throw new SessionEnded("This session has ended.");
      return token;
    },
    session({ session, token }) {
      if (session.user && token.sub) {
        session.user.id = token.sub;
        session.user.sessionVersion = token.sv ?? 0;
        session.user.sessionId = token.sid;
      }
      return session;
    },
  },
  logger: {
    // An ended session is an answer, not a fault.
    error(code, metadata) {
      if (metadata instanceof SessionEnded) return;
      logger.error({ code, err: metadata }, "next-auth failed");
    },
  },
  events: {
    // Logging out ends every session of the user, not only this browser's cookie.
    async signOut({ token }) {
      if (token.sub) await endAllSessions({ userId: token.sub });
    },
  },
};

/**
 * For the app's own routes (session-caller.ts), which check the session row themselves right
 * after reading the cookie: the same options without the jwt callback's second look.
 */
export const appSessionOptions: NextAuthOptions = {
  ...authOptions,
  callbacks: { ...authOptions.callbacks, jwt: signInToken },
};
