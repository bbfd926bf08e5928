import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface Session {
    user: DefaultSession["user"] & { id: string; sessionVersion: number; sessionId?: string };
  }
  interface User {
    sessionVersion?: number;
    sessionId?: string;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    sv?: number;
    /** The signed-in device (`UserSession`). */
    sid?: string;
  }
}
