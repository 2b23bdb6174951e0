import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useLazySlugOfQuery } from './articleApi';
import type { ArticleValues } from './articleForm';

/** How long the title must rest before a slug is asked for (ms). */
export const SLUG_DELAY = 600;

/**
 * Proposes the slug from the title (the server writes Devanagari in Latin letters and makes it unique)
 * a moment after the title stops changing — until the staff member writes a slug of their own
 * (emptying the slug hands it back to the proposals). `id`: the article's own slug is no clash.
 * A proposal that comes back after its title was saved is stale too: the staff member saved what they
 * saw, and the form stays as saved rather than turning unsaved under their eyes.
 */
export function useSlugProposal(id: number | undefined, fixed: boolean): void {
  const { values, initialValues, setFieldValue } = useFormikContext<ArticleValues>();
  const [propose] = useLazySlugOfQuery();
  const proposed = useRef(initialValues.slug);
  const latest = useRef(values);
  latest.current = values;
  const saved = useRef(initialValues);
  saved.current = initialValues;
  const title = values.title.trim();
  const ownSlug = values.slug !== '' && values.slug !== proposed.current;
  useEffect(() => {
    if (fixed || ownSlug || title === '' || title === initialValues.title.trim()) return;
    const timer = setTimeout(async () => {
      const answer = await propose({ title, id }, true);
      const now = latest.current;
      // The title moved on, or the staff member wrote a slug meanwhile: this proposal is stale.
      const stale =
        now.title.trim() !== title ||
        saved.current.title.trim() === title ||
        (now.slug !== '' && now.slug !== proposed.current);
      if (!answer.data || stale) return;
      proposed.current = answer.data.slug;
      await setFieldValue('slug', answer.data.slug);
    }, SLUG_DELAY);
    return () => clearTimeout(timer);
  }, [fixed, ownSlug, title, initialValues.title, id, propose, setFieldValue]);
}
