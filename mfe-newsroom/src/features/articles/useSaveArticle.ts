import { useAppDispatch, useNavigate } from '@janmat/shared';
import type { Article } from '@janmat/shared/contracts';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { newsroomApi, useCreateArticleMutation, useUpdateArticleMutation } from '../../api/newsroomApi';
import { errorMessage, fieldErrors } from '../../app/errorMessage';
import { newsroomHref } from '../../app/newsroomPaths';
import { type ArticleValues, changesOf, valuesOf } from './articleForm';

/**
 * Saving the form: a new article is created and opened at its own address; a loaded one is sent only
 * the fields that changed. The server's field errors go under their fields, other refusals to `refusal`.
 */
export function useSaveArticle(article: Article | undefined) {
  const [create] = useCreateArticleMutation();
  const [update] = useUpdateArticleMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string>();
  const [saved, setSaved] = useState(false);

  const save = async (values: ArticleValues, form: FormikHelpers<ArticleValues>) => {
    setRefusal(undefined);
    setSaved(false);
    const changes = changesOf(values, article && valuesOf(article));
    if (article && Object.keys(changes).length === 0) return;
    const result = article ? await update({ id: article.id, changes }) : await create(changes);
    if ('error' in result) {
      const { _: general, ...fields } = fieldErrors(result.error);
      const named = Object.keys(fields);
      if (named.length > 0) {
        form.setErrors(fields);
        await form.setTouched(Object.fromEntries(named.map((name) => [name, true])), false);
      }
      if (general || named.length === 0) setRefusal(general ?? errorMessage(result.error));
      return;
    }
    form.resetForm({ values: valuesOf(result.data) });
    setSaved(true);
    if (!article) {
      dispatch(newsroomApi.util.upsertQueryData('article', result.data.id, result.data));
      navigate(newsroomHref('article', { id: result.data.id }));
    }
  };
  return { save, refusal, saved };
}
