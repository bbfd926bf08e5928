"use client";
// The browser's tRPC client (TanStack Query integration). Calls are batched, except a mutation
// sent with an Idempotency-Key (the phone's outbox: `idempotent(key)`), which goes alone so that
// its key names that mutation only.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, httpLink, splitLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import { useState, type ReactNode } from "react";
import type { AppRouter } from "~/server/api/root";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** The options of a mutation to send with `key` as its Idempotency-Key (a replay then does nothing twice). */
export const idempotent = (key: string) => ({ context: { idempotencyKey: key } });

const keyOf = (context: Record<string, unknown>) =>
  typeof context.idempotencyKey === "string" ? context.idempotencyKey : null;

export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 10_000, retry: 1 } } }),
  );
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      links: [
        splitLink({
          condition: (op) => keyOf(op.context) !== null,
          true: httpLink({
            url: "/api/trpc",
            headers: ({ op }) => ({ "Idempotency-Key": keyOf(op.context) ?? "" }),
          }),
          false: httpBatchLink({ url: "/api/trpc" }),
        }),
      ],
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
