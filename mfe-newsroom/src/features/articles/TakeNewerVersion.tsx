import type { Article } from '@janmat/shared/contracts';
import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { type ArticleValues, valuesOf } from './articleForm';

interface TakeNewerVersionProps {
  /** The article as the desk's data has it now (refetched after any step or save). */
  latest: Article | undefined;
  /** The version the editor shows. */
  held: Article | undefined;
  onTake: (article: Article) => void;
}

/**
 * Keeps the editor on the article as saved when a newer version arrives and nothing on screen is
 * unsaved: a step taken on the screen just left (the «अभी प्रकाशित करें» of a new article, tapped as
 * it opened at its own address) or a reload of the desk's data. With unsaved changes the editor keeps
 * them; saving them then shows what changed, to take or to write over.
 */
export function TakeNewerVersion({ latest, held, onTake }: TakeNewerVersionProps) {
  const { dirty, resetForm } = useFormikContext<ArticleValues>();
  useEffect(() => {
    if (!latest || !held || dirty || latest.id !== held.id || latest.version <= held.version) return;
    onTake(latest);
    resetForm({ values: valuesOf(latest) });
  }, [latest, held, dirty, onTake, resetForm]);
  return null;
}
