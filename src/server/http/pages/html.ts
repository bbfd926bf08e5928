// Tiny HTML helpers for the hirer's pages, which are plain server-rendered HTML (no
// framework bundle: a hirer on a weak phone signal gets one small document).
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** A template tag that escapes every interpolated value unless it is already `Html`. */
export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

export function html(
  strings: TemplateStringsArray,
  ...values: (string | number | Html | Html[] | null | undefined | false)[]
): Html {
  let out = strings[0] ?? "";
  values.forEach((value, index) => {
    const rendered = Array.isArray(value)
      ? value.map((v) => v.value).join("")
      : value instanceof Html
        ? value.value
        : value === null || value === undefined || value === false
          ? ""
          : escapeHtml(String(value));
    out += rendered + (strings[index + 1] ?? "");
  });
  return new Html(out);
}
