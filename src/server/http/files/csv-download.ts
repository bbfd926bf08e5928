// A CSV export on the staff session: the query's filters checked by `filters` (400 naming
// each bad parameter), then the rows streamed as they are read, never held whole.
import type { z } from "zod";
import { zodFieldErrors } from "../../api/trpc";
import { AppError } from "../../errors";
import { fileResponse, KEEP_NEVER } from "./file-response";

export function csvDownload<S extends z.ZodType>(
  req: Request,
  options: { filters: S; filename: string; lines: (filters: z.infer<S>) => AsyncGenerator<string> },
): Promise<Response> {
  const parsed = options.filters.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!parsed.success) {
    const errors = zodFieldErrors(parsed.error, () => true);
    return Promise.reject(
      new AppError("invalid_request", "The export filters are not valid.", { errors }),
    );
  }
  const lines = options.lines(parsed.data);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await lines.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return Promise.resolve(
    fileResponse(body, "text/csv; charset=utf-8", {
      cache: KEEP_NEVER,
      filename: `${options.filename}-${day}.csv`,
      download: true,
    }),
  );
}
