// A field's validation message as a sentence. The schemas' and the API's messages follow the
// field's name ("must be a UK postcode, for example SW1A 1AA"), so a form puts its label first:
// "Postcode must be a UK postcode, for example SW1A 1AA." A message that is a sentence already
// ("Enter your name") only gets its full stop.
export function asSentence(message: string, subject?: string): string {
  const text = message.trim();
  if (!text) return text;
  const stopped = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);
  if (/^[A-Z0-9“"]/.test(text)) return stopped(text);
  // "Description (optional)" is the description.
  const who = subject?.replace(/\s*\([^)]*\)\s*$/, "").trim();
  if (who) return stopped(`${who} ${text}`);
  if (text === "is required") return "This is required.";
  return stopped(text.charAt(0).toUpperCase() + text.slice(1));
}
