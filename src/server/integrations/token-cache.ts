// A bearer token shared by one client's calls: fetched once, reused until the moment
// `fetchToken` said it expires, fetched again after a 401; concurrent callers share one fetch.
export type Token = { value: string; expiresAt: number };

export function tokenCache(fetchToken: () => Promise<Token>, now: () => number) {
  let token: Token | undefined;
  let pending: Promise<string> | undefined;

  function current(): Promise<string> {
    if (token && now() < token.expiresAt) return Promise.resolve(token.value);
    pending ??= fetchToken()
      .then((fresh) => {
        token = fresh;
        return fresh.value;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  }

  /** `send` with the token; on a 401 (revoked, or expired early) once more with a fresh one. */
  return async function withToken(send: (token: string) => Promise<Response>): Promise<Response> {
    const first = await send(await current());
    if (first.status !== 401) return first;
    await first.body?.cancel();
    token = undefined;
    return send(await current());
  };
}
