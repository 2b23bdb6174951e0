import { Link, theme, useGetCategoriesQuery } from '@janmat/shared';
import type { ArticleListItem } from '@janmat/shared/contracts';
import { formatIst } from '../common/formatIst';
import { newsroomHref } from '../common/newsroomPaths';
import { table } from '../common/styles';
import { STATUS_LABELS } from './statusLabels';

/** One row per article: title (opens the editor), status, category, reporter, last change. */
export function ArticleTable({ items }: { items: ArticleListItem[] }) {
  const categories = useGetCategoriesQuery().data ?? [];
  const categoryName = (code: string) => categories.find((c) => c.c_code === code)?.name ?? code;
  return (
    <div css={{ overflowX: 'auto' }}>
      <table css={table}>
        <thead>
          <tr>
            <th scope="col">शीर्षक</th>
            <th scope="col">स्थिति</th>
            <th scope="col">श्रेणी</th>
            <th scope="col">रिपोर्टर</th>
            <th scope="col">बदला गया</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>
                <Link to={newsroomHref('article', { id: item.id })}>{item.title}</Link>
              </td>
              <td>
                {STATUS_LABELS[item.status]}
                {item.status === 'scheduled' && item.publishAt ? ` (${formatIst(item.publishAt)})` : ''}
                {item.changedSinceSubmit ? (
                  <strong css={{ display: 'block', color: theme.colors.error }}>भेजने के बाद बदला गया</strong>
                ) : null}
              </td>
              <td>{item.state ? `${categoryName(item.category)} / ${item.state}` : categoryName(item.category)}</td>
              <td>{item.reporter?.name ?? '—'}</td>
              <td>{formatIst(item.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
