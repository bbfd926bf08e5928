// A status change sets a charge's `pdfKey` to null: the pack stored before it is never served
// again (the next read makes the new one), so its file goes, by the `retention-files` job once
// the move has committed (a move rolled back leaves it in place).
import type { Tx } from "../../db";
import { enqueueJob } from "../../jobs/queue/enqueue";

export async function dropSupersededPack(tx: Tx, charge: { pdfKey: string | null }) {
  if (charge.pdfKey) await enqueueJob(tx, "retention-files", { keys: [charge.pdfKey] });
}
