import { css } from '@emotion/react';
import { theme } from '@janmat/shared';
import { snippetParts } from './snippetParts';

const snippetCss = css({
  margin: `${theme.space.xs} 0 0`,
  color: theme.colors.textMuted,
  lineHeight: theme.lineHeight,
  mark: { background: theme.colors.highlight, color: theme.colors.text, fontWeight: 600, padding: '0 1px' },
});

/** A result's snippet as text, the matched words in `<mark>`. */
export function SearchSnippet({ snippet }: { snippet: string }) {
  return (
    <p css={snippetCss}>
      {snippetParts(snippet).map((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet never move
        part.marked ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </p>
  );
}
