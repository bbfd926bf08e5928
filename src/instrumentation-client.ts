// Runs in the browser before the app's own code. Zod compiles its object parsers with
// `new Function` when it may; probing for that is an eval the pages' Content-Security-Policy
// refuses (and reports), so it parses without compiling instead.
import { z } from "zod";

z.config({ jitless: true });
