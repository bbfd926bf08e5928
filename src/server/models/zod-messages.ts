// One wording for a field of the wrong type, everywhere (the API's `errors[].detail`, the
// app's forms): a missing field "is required", any other wrong type "must be a string" and
// so on. Other messages stay zod's or the schema's own. Imported for its effect by the
// model schemas' building blocks (common.ts) and the tRPC set-up.
import { z } from "zod";

const NOUNS: Record<string, string> = {
  string: "a string",
  number: "a number",
  int: "a whole number",
  bigint: "a whole number",
  boolean: "true or false",
  object: "an object",
  array: "a list",
  date: "a date",
};

z.config({
  customError: (issue) => {
    if (issue.code !== "invalid_type") return undefined;
    if (issue.input === undefined) return "is required";
    const noun = NOUNS[issue.expected];
    return noun ? `must be ${noun}` : undefined;
  },
});
