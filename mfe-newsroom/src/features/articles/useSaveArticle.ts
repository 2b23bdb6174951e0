import { useAppDispatch, useNavigate } from '@janmat/shared';
import type { Article } from '@janmat/shared/contracts';
import type { FormikHelpers } from 'formik';
import { useCallback, useRef, useState } from 'react';
import { conflictOf, errorMessage, fieldErrors } from '../common/errorMessage';
import { newsroomHref } from '../common/newsroomPaths';
import { articleApi, useCreateArticleMutation, useUpdateArticleMutation } from './articleApi';
import { type ArticleValues, changesOf, valuesOf } from './articleForm';

/**
 * Saving the form: a new article is created and opened at its own address; a loaded one is sent only
 * the fields that changed since the version the editor holds (`held`), with that version as its
 * `If-Match`. The server's field errors go under their fields, other refusals to `refusal`; a save made
 * to an older version (someone else changed the article meanwhile) brings the article as it is now to
 * `conflict`, until the editor takes it (`hold`) one way or the other.
 */
export function useSaveArticle(article: Article | undefined) {
  const [create] = useCreateArticleMutation();
  const [update] = useUpdateArticleMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [conflict, setConflict] = useState<Article>();
  // Read by a save started in the same moment the version changed (keeping one's text over theirs).
  const heldRef = useRef(article);
  const [held, setHeld] = useState(article);
  const hold = useCallback((version: Article) => {
    heldRef.current = version;
    setHeld(version);
    setConflict(undefined);
  }, []);

  const save = async (values: ArticleValues, form: FormikHelpers<ArticleValues>) => {
    setRefusal(undefined);
    setSaved(false);
    const base = heldRef.current;
    const changes = changesOf(values, base && valuesOf(base));
    if (base && Object.keys(changes).length === 0) return;
    const result = base ? await update({ id: base.id, version: base.version, changes }) : await create(changes);
    if ('error' in result) {
      const current = conflictOf<Article>(result.error);
      if (current) {
        setConflict(current);
        return;
      }
      const { _: general, ...fields } = fieldErrors(result.error);
      const named = Object.keys(fields);
      if (named.length > 0) {
        form.setErrors(fields);
        await form.setTouched(Object.fromEntries(named.map((name) => [name, true])), false);
      }
      if (general || named.length === 0) setRefusal(general ?? errorMessage(result.error));
      return;
    }
    hold(result.data);
    form.resetForm({ values: valuesOf(result.data) });
    setSaved(true);
    if (!base) {
      dispatch(articleApi.util.upsertQueryData('article', result.data.id, result.data));
      navigate(newsroomHref('article', { id: result.data.id }));
    }
  };
  return { save, refusal, saved, held, hold, conflict, showConflict: setConflict };
}
