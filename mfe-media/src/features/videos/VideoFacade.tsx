import { css } from '@emotion/react';
import { theme } from '@janmat/shared';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { autoplayLink, youtubeId } from './youtube';

export interface VideoFacadeProps {
  /** Embed link from `/api/videos`. */
  link: string;
  /** Position in the grid, from 1; names the video for assistive technology. */
  number: number;
}

const frame = css({
  position: 'relative',
  aspectRatio: '16 / 9',
  borderRadius: theme.radius.md,
  overflow: 'hidden',
  background: '#111',
  '> *': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    border: 0,
  },
});
const playButton = css({
  padding: 0,
  background: 'radial-gradient(circle at 50% 45%, #3a3a3a, #111 70%)',
  color: '#fff',
  cursor: 'pointer',
  span: {
    position: 'absolute',
    inset: 0,
    display: 'grid',
    placeItems: 'center',
    gap: theme.space.sm,
    alignContent: 'center',
    font: 'inherit',
    fontWeight: 600,
    textShadow: '0 1px 3px #000',
  },
  svg: {
    width: '68px',
    height: '48px',
  },
  '&:hover path:first-of-type, &:focus-visible path:first-of-type': {
    fill: theme.colors.brand,
  },
});

/**
 * A play button's attribute, the player's address: a tap before the page's scripts run gives it to
 * the frame beside the button and shows it (the shell's inline `nativeTaps`, `NATIVE_TAPS.playsAttr`).
 */
const PLAYS_VIDEO = 'data-plays';

const IFRAME_ALLOW =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';

/**
 * A video that costs nothing until the reader asks for it: a play button that swaps in the embedded
 * player, already playing, on click. Nothing is requested from the video host before that click. The
 * player's frame is in the page from the start, hidden and empty, so a tap before the scripts run
 * plays it at once (the page's taps program gives it its address); React, hydrating, finds it
 * playing and keeps it. The frame's address is the browser's to set, never React's: setting it again
 * would start the video over.
 */
export function VideoFacade({ link, number }: VideoFacadeProps) {
  const id = youtubeId(link);
  const [playing, setPlaying] = useState(id === null);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const pressed = useRef(false);
  const title = `वीडियो ${number}`;
  const address = id === null ? link : autoplayLink(link);

  // Played before the scripts ran: it is playing now.
  useLayoutEffect(() => {
    if (iframeRef.current?.getAttribute('src')) setPlaying(true);
  }, []);

  useEffect(() => {
    const frame = iframeRef.current;
    if (!playing || !frame || frame.getAttribute('src')) return;
    frame.src = pressed.current ? address : link;
    if (pressed.current) frame.focus();
  }, [playing, address, link]);

  return (
    <div css={frame}>
      <iframe
        ref={iframeRef}
        hidden={!playing}
        // A video the host cannot show behind a button plays from the page's first paint.
        src={id === null ? link : undefined}
        title={title}
        loading="lazy"
        allow={IFRAME_ALLOW}
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
      {playing ? null : (
        <button
          type="button"
          css={playButton}
          aria-label={`${title} चलाएँ`}
          onClick={() => {
            pressed.current = true;
            setPlaying(true);
          }}
          {...{ [PLAYS_VIDEO]: address }}
        >
          <span aria-hidden="true">
            <svg viewBox="0 0 68 48" focusable="false" aria-hidden="true">
              <path
                d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.3.3 34 .3 34 .3s-21.3 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.7 47.7 34 47.7 34 47.7s21.3 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z"
                fill="#212121"
                fillOpacity="0.85"
              />
              <path d="M45 24 27 14v20" fill="#fff" />
            </svg>
            {title}
          </span>
        </button>
      )}
    </div>
  );
}
