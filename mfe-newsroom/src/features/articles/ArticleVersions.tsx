import { QueryView, Skeleton, theme } from '@janmat/shared';
import { formatIst } from '../common/formatIst';
import { useArticleVersionsQuery } from './articleApi';
import { FIELD_LABELS } from './fieldLabels';

const list = { margin: 0, paddingInlineStart: theme.space.lg, '& li': { marginBottom: theme.space.xs } } as const;

/** Who changed which fields of the article, and when; the newest change first. */
export function ArticleVersions({ id }: { id: number }) {
  const versions = useArticleVersionsQuery(id);
  return (
    <section aria-labelledby="article-versions-title" css={{ marginTop: theme.space.lg }}>
      <h2 id="article-versions-title" css={{ fontSize: theme.fontSizes.lg }}>
        बदलावों का इतिहास
      </h2>
      <QueryView query={versions} skeleton={<Skeleton lines={3} />} empty="अभी कोई बदलाव दर्ज नहीं है।">
        {(data) => (
          <ol css={list} reversed>
            {[...data]
              .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id)
              .map((version) => (
                <li key={version.id}>
                  <time dateTime={version.at}>{formatIst(version.at)}</time> — {version.staff?.name ?? 'अज्ञात'}:{' '}
                  {version.changed.map((field) => FIELD_LABELS[field] ?? field).join(', ')}
                </li>
              ))}
          </ol>
        )}
      </QueryView>
    </section>
  );
}
