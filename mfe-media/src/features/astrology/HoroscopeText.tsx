import { css } from '@emotion/react';
import { theme } from '@janmat/shared';

const text = css({
  maxWidth: '70ch',
  fontSize: '1.0625rem',
  p: {
    margin: `0 0 ${theme.space.md}`,
  },
});

/** A reading as plain text, one paragraph per line of the original. */
export function HoroscopeText({ text: reading }: { text: string }) {
  const paragraphs = reading
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <div css={text}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
