// For the app only (the REST API serves media lists from route handlers): photos of
// an inspection or of a whole report, with URLs the browser's session can load.
import { z } from "zod";
import { ListQuery, page } from "../../../models/list";
import { MediaItem, toMediaItem } from "../../../models/media";
import { listMedia } from "../../../services/media/read-media";
import { toPage } from "../../../services/pagination";
import { authorized } from "../../trpc";

export const ListMediaInput = ListQuery.extend({
  inspection_id: z.string().optional(),
  report_id: z.string().optional(),
})
  .strict()
  .refine(
    (v) => (v.inspection_id === undefined) !== (v.report_id === undefined),
    "give inspection_id or report_id",
  );

export const APP_MEDIA_BASE = "/api/app";

export const listMediaProcedure = authorized("reports.read")
  .input(ListMediaInput)
  .output(page(MediaItem))
  .query(async ({ ctx, input }) => {
    const of =
      input.inspection_id !== undefined
        ? { inspectionId: input.inspection_id }
        : { reportId: input.report_id ?? "" };
    const rows = await listMedia({ companyId: ctx.caller.companyId, of, query: input });
    return toPage(rows, input, (row) => toMediaItem(row, APP_MEDIA_BASE));
  });
