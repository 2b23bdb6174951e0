import { NotFound, useParams } from '@janmat/shared';
import { useMeQuery } from '../../api/newsroomApi';
import { NewsroomTitle } from '../common/NewsroomTitle';
import { page, pageTitle } from '../common/styles';
import { ArticleEditor } from './ArticleEditor';
import { SavedArticleEditor } from './SavedArticleEditor';

/** `articles/new` and `articles/:id`: the editor of a new article or of a saved one. */
export function ArticleEditorPage() {
  const { id } = useParams();
  const role = useMeQuery().data?.staff.role ?? 'reporter';
  const articleId = id === undefined ? undefined : Number(id);
  if (articleId !== undefined && !(Number.isInteger(articleId) && articleId > 0))
    return <NotFound offerSearch={false} />;
  const title = articleId === undefined ? 'नया लेख' : 'लेख संपादित करें';
  return (
    <section css={page} aria-labelledby="article-editor-title">
      <NewsroomTitle title={title} />
      <h1 id="article-editor-title" css={pageTitle}>
        {title}
      </h1>
      {articleId === undefined ? <ArticleEditor role={role} /> : <SavedArticleEditor id={articleId} role={role} />}
    </section>
  );
}
