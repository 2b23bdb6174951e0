import { css } from '@emotion/react';
import { theme } from '@janmat/shared';
import { useId, useState } from 'react';
import { SidebarBox } from '../common/SidebarBox';

const row = css({
  display: 'flex',
  gap: theme.space.sm,
  alignItems: 'flex-start',
  cursor: 'pointer',
  input: { width: '1.25rem', height: '1.25rem', marginTop: '0.15rem', accentColor: theme.colors.brand },
});
const note = css({ margin: `${theme.space.sm} 0 0`, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted });

/** The newsletter box: a labelled checkbox. Nothing is sent anywhere (the service does not exist yet). */
export function NewsletterBox() {
  const [checked, setChecked] = useState(false);
  const noteId = useId();
  return (
    <SidebarBox title="न्यूज़लेटर">
      <label css={row}>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => setChecked(event.target.checked)}
          aria-describedby={noteId}
        />
        <span>हाँ, मुझे जनमत की रोज़ की बड़ी ख़बरें चाहिए</span>
      </label>
      <p id={noteId} css={note}>
        न्यूज़लेटर सेवा जल्द शुरू होगी।
      </p>
    </SidebarBox>
  );
}
