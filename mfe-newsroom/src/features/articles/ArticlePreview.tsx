import { IMAGE_SIZES, mq, theme } from '@janmat/shared';
import { articleBodyStyle } from '@janmat/shared/article-body';
import { COLUMN_PHOTO_SIZES, newsPhotoStyle, Photo } from '@janmat/shared/photo';

const { space, radius, colors, fontSizes } = theme;

const frame = { maxWidth: '760px', padding: space.md, border: `1px dashed ${colors.border}` } as const;
// As the reader page's PageHeading and lead photo look.
const headline = {
  margin: `${space.md} 0`,
  fontSize: fontSizes.xl,
  lineHeight: theme.headingLineHeight,
  [mq.lg]: { fontSize: fontSizes.xxl },
};
const photo = {
  margin: `0 0 ${space.lg}`,
  img: newsPhotoStyle(radius.md),
} as const;

interface ArticlePreviewProps {
  title: string;
  photo: string;
  body: string;
}

/**
 * The article as readers will see it: headline, lead photo and body in the article page's type. The
 * body is the editor's own output; the server cleans it again when it is saved.
 */
export function ArticlePreview({ title, photo: src, body }: ArticlePreviewProps) {
  return (
    <section aria-labelledby="article-preview-title" css={frame}>
      <h2 id="article-preview-title" css={headline}>
        {title || 'शीर्षक अभी नहीं लिखा गया'}
      </h2>
      {src ? (
        <figure css={photo}>
          <Photo
            src={src}
            alt={title}
            sizes={COLUMN_PHOTO_SIZES}
            width={IMAGE_SIZES.news.width}
            height={IMAGE_SIZES.news.height}
          />
        </figure>
      ) : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the editor's schema allows only the article page's elements; the server sanitizes it on save. */}
      <div css={articleBodyStyle} dangerouslySetInnerHTML={{ __html: body }} />
    </section>
  );
}
