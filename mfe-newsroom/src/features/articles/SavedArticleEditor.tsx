import { QueryView, Skeleton } from '@janmat/shared';
import type { StaffRole } from '@janmat/shared/contracts';
import { ArticleEditor } from './ArticleEditor';
import { useArticleQuery } from './articleApi';

/** A saved article, looked up by its id (not found: another reporter's or none), in the editor. */
export function SavedArticleEditor({ id, role }: { id: number; role: StaffRole }) {
  const article = useArticleQuery(id);
  return (
    <QueryView query={article} skeleton={<Skeleton lines={10} />} errorMessage="लेख नहीं खुल सका।" notFound={() => false}>
      {(data) => <ArticleEditor key={data.id} article={data} role={role} />}
    </QueryView>
  );
}
