import { createTRPCRouter } from "../../trpc";
import { signUpProcedure } from "./sign-up";

export const accountRouter = createTRPCRouter({ signUp: signUpProcedure });
