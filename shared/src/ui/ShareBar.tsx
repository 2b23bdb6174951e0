import { css } from '@emotion/react';
// From the root every page already has (no second copy of the theme or of the runtime settings).
import { absoluteUrl, theme } from '@janmat/shared';
import type { ReactNode } from 'react';
import { useCopyLink } from './useCopyLink';

export interface ShareBarProps {
  /** Site path or absolute URL of the page to share. */
  url: string;
  title: string;
  /** The page's own controls in the same row, after the copy link (an article's «सहेजें»). */
  children?: ReactNode;
}

const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.sm,
  margin: `${theme.space.md} 0`,
  'a, button': {
    padding: `${theme.space.xs} ${theme.space.md}`,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.pill,
    background: theme.colors.background,
    color: theme.colors.text,
    font: 'inherit',
    fontSize: theme.fontSizes.sm,
    textDecoration: 'none',
    cursor: 'pointer',
  },
});

const status = css({ color: theme.colors.success, fontSize: theme.fontSizes.sm, fontWeight: 600 });

/**
 * The live region's attribute: the page's taps program (the shell's inline `nativeTaps`) writes
 * «Copied!» into it for a copy made before the scripts ran.
 */
const COPY_STATUS = 'data-copy-status';

/** Share links (Facebook, WhatsApp, X) and a copy-link button that confirms with «Copied!». */
export function ShareBar({ url, title, children }: ShareBarProps) {
  const link = absoluteUrl(url);
  const { copied, copy } = useCopyLink(link);
  const targets = [
    { name: 'Facebook', to: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}` },
    { name: 'WhatsApp', to: `https://wa.me/?text=${encodeURIComponent(`${title} ${link}`)}` },
    {
      name: 'X',
      to: `https://x.com/intent/post?url=${encodeURIComponent(link)}&text=${encodeURIComponent(title)}`,
    },
  ];
  return (
    <div css={bar}>
      {targets.map((target) => (
        <a
          key={target.name}
          href={target.to}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${target.name} पर शेयर करें`}
        >
          {target.name}
        </a>
      ))}
      <button type="button" onClick={copy} data-copy-url={link}>
        लिंक कॉपी करें
      </button>
      <span aria-live="polite" css={status} {...{ [COPY_STATUS]: '' }}>
        {copied ? 'Copied!' : ''}
      </span>
      {children}
    </div>
  );
}
