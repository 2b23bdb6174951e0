/**
 * Reads the JSON inside `<script id={id} type="application/json">`. Undefined when the element is
 * missing (standalone dev pages, tests) or its text is not valid JSON (logged).
 */
export function readJsonScript(id: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(id)?.textContent;
  if (!text?.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    console.error(`Invalid JSON in #${id}`, error);
    return undefined;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
