import { OVERRIDE_APPLIED_SCRIPT_ID } from '@janmat/shared/composition';

/**
 * The overrides this browser applied, as the server named them in the page (it alone reads the
 * HttpOnly override cookie, and names none on a staff page): remote name → manifest URL.
 */
export function readAppliedOverrides(document: Pick<Document, 'getElementById'>): Record<string, string> {
  const text = document.getElementById(OVERRIDE_APPLIED_SCRIPT_ID)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1] !== ''),
    );
  } catch {
    return {};
  }
}
