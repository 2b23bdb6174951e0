import type { Article, StaffRole } from '@janmat/shared/contracts';
import { articleSchema } from '@janmat/shared/validation';
import { Formik } from 'formik';
import { schemaErrors } from '../../app/schemaErrors';
import { ArticleActions } from './ArticleActions';
import { ArticleForm } from './ArticleForm';
import { ArticleVersions } from './ArticleVersions';
import { articleInputOf, EMPTY_ARTICLE, slugIsFixed, valuesOf } from './articleForm';
import { useSaveArticle } from './useSaveArticle';

interface ArticleEditorProps {
  /** The saved article; none for a new one. */
  article?: Article;
  role: StaffRole;
}

/** A reporter changes their own drafts and those sent to an editor; after that it is the editors'. */
const reporterMayEdit = (article: Article | undefined) =>
  !article || article.status === 'draft' || article.status === 'submitted';

/** One article in the editor: its form, then (once saved) its steps and its history. */
export function ArticleEditor({ article, role }: ArticleEditorProps) {
  const { save, refusal, saved } = useSaveArticle(article);
  return (
    <Formik
      initialValues={article ? valuesOf(article) : EMPTY_ARTICLE}
      validate={(values) => schemaErrors(articleSchema, articleInputOf(values))}
      onSubmit={save}
    >
      {({ dirty, setErrors, setTouched, errors, touched }) => (
        <>
          <ArticleForm
            id={article?.id}
            slugFixed={slugIsFixed(article)}
            locked={role === 'reporter' && !reporterMayEdit(article)}
            refusal={refusal}
            saved={saved}
          />
          {article ? (
            <>
              <ArticleActions
                article={article}
                role={role}
                dirty={dirty}
                onFieldErrors={(fields) => {
                  setErrors({ ...errors, ...fields });
                  void setTouched(
                    { ...touched, ...Object.fromEntries(Object.keys(fields).map((f) => [f, true])) },
                    false,
                  );
                }}
              />
              <ArticleVersions id={article.id} />
            </>
          ) : null}
        </>
      )}
    </Formik>
  );
}
