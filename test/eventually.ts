// Background work happens after the request answers: poll for its result.
export async function eventually<T>(
  read: () => Promise<T | null | undefined>,
  options: { timeoutMs?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const value = await read().catch(() => null);
    if (value !== null && value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${options.what ?? "background work"}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
