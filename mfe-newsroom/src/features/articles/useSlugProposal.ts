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
 */
export function useSlugProposal(id: number | undefined, fixed: boolean): void {
  const { values, initialValues, setFieldValue } = useFormikContext<ArticleValues>();
  const [propose] = useLazySlugOfQuery();
  const proposed = useRef(initialValues.slug);
  const latest = useRef(values);
  latest.current = values;
  const title = values.title.trim();
  const ownSlug = values.slug !== '' && values.slug !== proposed.current;
  useEffect(() => {
    if (fixed || ownSlug || title === '' || title === initialValues.title.trim()) return;
    const timer = setTimeout(async () => {
      const answer = await propose({ title, id }, true);
      const now = latest.current;
      // The title moved on, or the staff member wrote a slug meanwhile: this proposal is stale.
      if (!answer.data || now.title.trim() !== title || (now.slug !== '' && now.slug !== proposed.current)) return;
      proposed.current = answer.data.slug;
      await setFieldValue('slug', answer.data.slug);
    }, SLUG_DELAY);
    return () => clearTimeout(timer);
  }, [fixed, ownSlug, title, initialValues.title, id, propose, setFieldValue]);
}
