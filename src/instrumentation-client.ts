// Runs in the browser before the app's own code. Zod compiles its object parsers with
// `new Function` when it may; probing for that is an eval the pages' Content-Security-Policy
// refuses (and reports), so it parses without compiling instead. Only zod's core config is
// imported: `z` itself would put all of zod in every page's first script.
import { config } from "zod/v4/core";

config({ jitless: true });
