import { css } from '@emotion/react';
import { theme } from '@janmat/shared';
import { useEffect, useState } from 'react';
import type { Refusal } from './checkOverrides';
import { OVERRIDE_TEXTS, refusalText } from './overrideTexts';

export interface OverrideBannerProps {
  /** The sections taken from another build, with their manifest URLs. */
  overrides: { remote: string; url: string }[];
  refused: Refusal[];
  readBuild: (url: string) => Promise<string | undefined>;
  /** Drops every override (the page reloads with the site's own builds). */
  onClear: () => void;
}

// Sticks to the bottom of the screen while there is page below it, and takes its own place after
// the footer at the end, so it never covers the end of a page.
const bannerCss = css({
  position: 'sticky',
  bottom: 0,
  zIndex: 25,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.sm,
  padding: `${theme.space.sm} ${theme.space.md}`,
  background: theme.colors.text,
  color: theme.colors.background,
  fontFamily: theme.font,
  fontSize: theme.fontSizes.sm,
  lineHeight: theme.lineHeight,
  p: {
    margin: 0,
  },
});

const urlCss = css({
  overflowWrap: 'anywhere',
  opacity: 0.85,
});

const buttonCss = css({
  marginLeft: 'auto',
  padding: `${theme.space.xs} ${theme.space.md}`,
  border: `1px solid ${theme.colors.background}`,
  borderRadius: theme.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
});

/** Names the sections a tester has taken from another build and the build, or why an override was refused. */
export function OverrideBanner({ overrides, refused, readBuild, onClear }: OverrideBannerProps) {
  const [builds, setBuilds] = useState<Record<string, string | null>>({});
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    let live = true;
    for (const { url } of overrides) {
      const settle = (build: string | null) => {
        if (live) setBuilds((known) => ({ ...known, [url]: build }));
      };
      readBuild(url).then(
        (build) => settle(build ?? null),
        () => settle(null),
      );
    }
    return () => {
      live = false;
    };
  }, [overrides, readBuild]);

  if (closed) return null;
  const buildOf = (url: string) => {
    const build = builds[url];
    return build === undefined ? OVERRIDE_TEXTS.buildPending : (build ?? OVERRIDE_TEXTS.buildUnknown);
  };
  return (
    <section aria-label={OVERRIDE_TEXTS.region} css={bannerCss}>
      {refused.length > 0 && (
        <div role="alert">
          {refused.map((refusal) => (
            <p key={refusal.remote}>{refusalText(refusal)}</p>
          ))}
        </div>
      )}
      {overrides.map(({ remote, url }) => (
        <p key={remote}>
          {OVERRIDE_TEXTS.active(remote)} {OVERRIDE_TEXTS.build}: <strong>{buildOf(url)}</strong>{' '}
          <span css={urlCss}>({url})</span>
        </p>
      ))}
      {overrides.length > 0 ? (
        <button type="button" css={buttonCss} onClick={onClear}>
          {OVERRIDE_TEXTS.clear}
        </button>
      ) : (
        <button type="button" css={buttonCss} onClick={() => setClosed(true)}>
          {OVERRIDE_TEXTS.close}
        </button>
      )}
    </section>
  );
}
