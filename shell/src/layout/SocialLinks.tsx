import { css } from '@emotion/react';
import { getRuntimeConfig, type SocialLinks as SocialUrls, theme, visuallyHidden } from '@janmat/shared';

const NETWORKS: { key: keyof SocialUrls; label: string; short: string }[] = [
  { key: 'facebook', label: 'Facebook', short: 'f' },
  { key: 'x', label: 'X (Twitter)', short: 'X' },
  { key: 'youtube', label: 'YouTube', short: '▶' },
  { key: 'instagram', label: 'Instagram', short: 'IG' },
  { key: 'whatsapp', label: 'WhatsApp', short: 'WA' },
];

const listCss = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  a: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '44px',
    height: '44px',
    padding: `0 ${theme.space.sm}`,
    borderRadius: theme.radius.pill,
    background: theme.colors.text,
    color: theme.colors.background,
    fontWeight: 700,
    textDecoration: 'none',
  },
});

/** Light buttons, for a dark background (the footer). */
const invertedCss = css({
  a: {
    background: theme.colors.onChrome,
    color: theme.colors.chrome,
  },
});

/** The portal's social profiles (from the runtime configuration), each opening in a new tab. */
export function SocialLinks({ label = 'हमें फ़ॉलो करें', inverted = false }: { label?: string; inverted?: boolean }) {
  const { social } = getRuntimeConfig();
  return (
    <ul css={[listCss, inverted && invertedCss]} aria-label={label}>
      {NETWORKS.map(({ key, label: name, short }) => (
        <li key={key}>
          <a href={social[key]} target="_blank" rel="noopener noreferrer">
            <span aria-hidden="true">{short}</span>
            <span css={visuallyHidden}>जनमत {name} पर</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
