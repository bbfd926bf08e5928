import { createTRPCRouter } from "../../../trpc";
import { getSentEmailProcedure } from "./get-sent-email";
import { listSentEmailProcedure } from "./list-sent-email";

export const emailRouter = createTRPCRouter({
  list: listSentEmailProcedure,
  get: getSentEmailProcedure,
});
