// One wording for field errors, everywhere (the API's `errors[].detail`, the app's forms): a
// missing field "is required", a wrong type "must be a string", a size "must be at most 120
// characters", a format "must be an email address". Each follows the field's name, so a form
// can put its label first (`components/ui/sentence.ts`). A schema's own message wins. Imported
// for its effect by the model schemas' building blocks (common.ts) and the tRPC set-up.
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

const FORMATS: Record<string, string> = {
  email: "must be an email address",
  url: "must be a URL",
  datetime: "must be a date and time (ISO 8601)",
  date: "must be a date (YYYY-MM-DD)",
  time: "must be a time (HH:MM)",
  regex: "is not in the expected format",
};

const count = (n: number, one: string) =>
  `${n.toLocaleString("en-GB")} ${n === 1 ? one : `${one}s`}`;

/** "must be at least 2 characters", "must have at most 24 items", "must be more than 0". */
function size(
  origin: string,
  bound: number,
  inclusive: boolean,
  least: boolean,
): string | undefined {
  if (origin === "string")
    return least && bound === 1
      ? "must not be empty"
      : `must be at ${least ? "least" : "most"} ${count(bound, "character")}`;
  if (origin === "array" || origin === "set")
    return `must have at ${least ? "least" : "most"} ${count(bound, "item")}`;
  if (origin === "number" || origin === "int" || origin === "bigint")
    return inclusive
      ? `must be at ${least ? "least" : "most"} ${bound.toLocaleString("en-GB")}`
      : `must be ${least ? "more" : "less"} than ${bound.toLocaleString("en-GB")}`;
  return undefined;
}

z.config({
  customError: (issue) => {
    switch (issue.code) {
      case "invalid_type": {
        if (issue.input === undefined) return "is required";
        const noun = NOUNS[issue.expected];
        return noun ? `must be ${noun}` : undefined;
      }
      case "too_small":
        return size(issue.origin, Number(issue.minimum), issue.inclusive !== false, true);
      case "too_big":
        return size(issue.origin, Number(issue.maximum), issue.inclusive !== false, false);
      case "invalid_format":
        return FORMATS[issue.format];
      case "invalid_value":
        return issue.values.length === 1
          ? `must be ${String(issue.values[0])}`
          : `must be one of ${issue.values.map(String).join(", ")}`;
      default:
        return undefined;
    }
  },
});
