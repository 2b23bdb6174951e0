import { useAppDispatch } from '@janmat/shared';
import type { Article, StaffRole } from '@janmat/shared/contracts';
import { articleSchema } from '@janmat/shared/validation';
import { Formik } from 'formik';
import { schemaErrors } from '../common/schemaErrors';
import { ArticleActions } from './ArticleActions';
import { ArticleForm } from './ArticleForm';
import { ArticleVersions } from './ArticleVersions';
import { articleApi } from './articleApi';
import { articleInputOf, EMPTY_ARTICLE, slugIsFixed, valuesOf } from './articleForm';
import { TakeNewerVersion } from './TakeNewerVersion';
import { useSaveArticle } from './useSaveArticle';
import { VersionConflict } from './VersionConflict';

interface ArticleEditorProps {
  /** The saved article; none for a new one. */
  article?: Article;
  role: StaffRole;
}

/** A reporter changes their own drafts and those sent to an editor; after that it is the editors'. */
const reporterMayEdit = (article: Article | undefined) =>
  !article || article.status === 'draft' || article.status === 'submitted';

/**
 * One article in the editor: its form, then (once saved) its steps and its history. The editor holds
 * the version it showed; a save or a step made to it after someone else changed the article shows
 * what they changed, to take or to write over.
 */
export function ArticleEditor({ article, role }: ArticleEditorProps) {
  const { save, refusal, saved, held, hold, conflict, showConflict } = useSaveArticle(article);
  const dispatch = useAppDispatch();
  return (
    <Formik
      initialValues={article ? valuesOf(article) : EMPTY_ARTICLE}
      validate={(values) => schemaErrors(articleSchema, articleInputOf(values))}
      onSubmit={save}
    >
      {({ dirty, setErrors, setTouched, errors, touched, resetForm, submitForm }) => (
        <>
          <TakeNewerVersion latest={article} held={held} onTake={hold} />
          {held && conflict ? (
            <VersionConflict
              held={held}
              theirs={conflict}
              onReload={() => {
                hold(conflict);
                resetForm({ values: valuesOf(conflict) });
                dispatch(articleApi.util.upsertQueryData('article', conflict.id, conflict));
              }}
              onKeep={() => {
                hold(conflict);
                void submitForm();
              }}
            />
          ) : null}
          <ArticleForm
            id={held?.id}
            slugFixed={slugIsFixed(held)}
            locked={role === 'reporter' && !reporterMayEdit(held)}
            refusal={refusal}
            saved={saved}
          />
          {/* Steps only on the saved article's own page: a new one opens there once created. */}
          {article && held ? (
            <>
              <ArticleActions
                article={held}
                role={role}
                dirty={dirty}
                onDone={hold}
                onConflict={showConflict}
                onFieldErrors={(fields) => {
                  setErrors({ ...errors, ...fields });
                  void setTouched(
                    { ...touched, ...Object.fromEntries(Object.keys(fields).map((f) => [f, true])) },
                    false,
                  );
                }}
              />
              <ArticleVersions id={held.id} />
            </>
          ) : null}
        </>
      )}
    </Formik>
  );
}
