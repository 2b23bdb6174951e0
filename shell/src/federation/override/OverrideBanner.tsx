import { css } from '@emotion/react';
import { theme } from '@janmat/shared';
import { useEffect, useState } from 'react';
import { bannerButton } from './bannerButton';
import type { Refusal } from './checkOverrides';
import { OverrideProposal } from './OverrideProposal';
import { OVERRIDE_TEXTS, refusalText } from './overrideTexts';

type Override = { remote: string; url: string };

export interface OverrideBannerProps {
  /** The sections this browser takes from another build (applied earlier), with their manifest URLs. */
  overrides: Override[];
  /** The sections the address proposes to take from another build: applied only on the tester's click. */
  proposed: Override[];
  refused: Refusal[];
  /** Reads the build an applied override's manifest names (never a proposed one's). */
  readBuild: (url: string) => Promise<string | undefined>;
  /** Applies the proposed overrides (the page then reloads with them); rejects with the reason. */
  onApply: () => Promise<void>;
  /** Ends every override (the page then reloads with the site's own builds); rejects with the reason. */
  onClear: () => Promise<void>;
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

const buttonCss = [bannerButton, css({ marginLeft: 'auto' })];

/**
 * Names the sections a tester has taken from another build and the build, asks before applying the
 * ones a link proposes (OverrideProposal), or says why an override was refused.
 */
export function OverrideBanner({ overrides, proposed, refused, readBuild, onApply, onClear }: OverrideBannerProps) {
  const [builds, setBuilds] = useState<Record<string, string | null>>({});
  const [closed, setClosed] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
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

  const asking = proposed.length > 0 && !dismissed;
  if (closed || (overrides.length === 0 && !asking && refused.length === 0 && !failure)) return null;
  const send = (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(undefined);
    action().catch((error: unknown) => {
      setBusy(false);
      setFailure(error instanceof Error ? error.message : OVERRIDE_TEXTS.failed);
    });
  };
  const buildOf = (url: string) => {
    const build = builds[url];
    return build === undefined ? OVERRIDE_TEXTS.buildPending : (build ?? OVERRIDE_TEXTS.buildUnknown);
  };
  return (
    <section aria-label={OVERRIDE_TEXTS.region} css={bannerCss}>
      {(refused.length > 0 || failure) && (
        <div role="alert">
          {refused.map((refusal) => (
            <p key={refusal.remote}>{refusalText(refusal)}</p>
          ))}
          {failure && <p>{failure}</p>}
        </div>
      )}
      {overrides.map(({ remote, url }) => (
        <p key={remote}>
          {OVERRIDE_TEXTS.active(remote)} {OVERRIDE_TEXTS.build}: <strong>{buildOf(url)}</strong>{' '}
          <span css={urlCss}>({url})</span>
        </p>
      ))}
      {asking && (
        <OverrideProposal
          proposed={proposed}
          busy={busy}
          onApply={() => send(onApply)}
          onDismiss={() => setDismissed(true)}
        />
      )}
      {overrides.length > 0 && (
        <button type="button" css={buttonCss} onClick={() => send(onClear)} disabled={busy}>
          {OVERRIDE_TEXTS.clear}
        </button>
      )}
      {overrides.length === 0 && !asking && (
        <button type="button" css={buttonCss} onClick={() => setClosed(true)}>
          {OVERRIDE_TEXTS.close}
        </button>
      )}
    </section>
  );
}
