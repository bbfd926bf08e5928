// The configuration of a process start (the server and the worker): validated, with the
// providers and the invoices' seller named in production. A bad one stops the process with
// the message naming it.
export async function startEnv() {
  try {
    const { assertProvidersNamed, assertSellerNamed, env } = await import("../src/env.js");
    assertProvidersNamed(process.env);
    assertSellerNamed(process.env);
    return env;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
