import { css } from '@emotion/react';
import { theme } from '@janmat/shared';
import { useEffect, useId, useRef } from 'react';
import { bannerButton } from './bannerButton';
import { OVERRIDE_TEXTS } from './overrideTexts';

export interface OverrideProposalProps {
  /** The sections a link proposes to take from another build, with their manifest URLs. */
  proposed: { remote: string; url: string }[];
  onApply: () => void;
  onDismiss: () => void;
  /** The page is asking the server to apply them. */
  busy: boolean;
}

const proposalCss = css({
  flexBasis: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xs,
  '&:focus': { outline: `2px solid ${theme.colors.background}`, outlineOffset: '2px' },
  h2: { margin: 0, fontSize: theme.fontSizes.md },
});

const urlCss = css({ overflowWrap: 'anywhere', fontFamily: 'monospace' });

const actionsCss = css({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm });

const originOf = (url: string): string => new URL(url).origin;

/**
 * Asks before another build of a section is applied: what would load, from where, and two buttons.
 * Nothing of that build is fetched until the tester chooses «लागू करें». It takes the focus when it
 * appears, so a keyboard or screen reader user meets the question first.
 */
export function OverrideProposal({ proposed, onApply, onDismiss, busy }: OverrideProposalProps) {
  const titleId = useId();
  const textId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, []);
  return (
    <div
      ref={box}
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      css={proposalCss}
    >
      <h2 id={titleId}>{OVERRIDE_TEXTS.proposalTitle}</h2>
      <div id={textId}>
        {proposed.map(({ remote, url }) => (
          <p key={remote}>
            {OVERRIDE_TEXTS.proposed(remote, originOf(url))} <span css={urlCss}>{url}</span>
          </p>
        ))}
        <p>{OVERRIDE_TEXTS.proposalWarning}</p>
      </div>
      <div css={actionsCss}>
        <button type="button" css={bannerButton} onClick={onApply} disabled={busy}>
          {OVERRIDE_TEXTS.apply}
        </button>
        <button type="button" css={bannerButton} onClick={onDismiss} disabled={busy}>
          {OVERRIDE_TEXTS.dismiss}
        </button>
      </div>
    </div>
  );
}
