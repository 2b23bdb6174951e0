/**
 * JSON for a `<script>` element (page data, structured data): `<` is written `\u003c`, so no
 * `</script>` or `<!--` can appear in it, and the two line separators JavaScript once refused are escaped.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
