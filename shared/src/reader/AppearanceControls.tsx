import { css } from '@emotion/react';
// From the root every page already has: the builds bundling this subpath carry no copy of the theme.
import { theme, useHydrated } from '@janmat/shared';
import { useId, useState } from 'react';
import { applyAppearance, isAppearance } from './appearance';
import { type Appearance, DEFAULT_APPEARANCE, READER_KEYS } from './readerKeys';
import { writeStored } from './readerStorage';
import { useStored } from './useStored';

/** The two choices, each a group of radio buttons: its field of `Appearance`, its legend, its options. */
const GROUPS = [
  {
    field: 'theme',
    legend: 'रंग-रूप',
    options: [
      ['light', 'हल्का'],
      ['dark', 'गहरा'],
      ['system', 'डिवाइस जैसा'],
    ],
  },
  {
    field: 'textSize',
    legend: 'अक्षरों का आकार',
    options: [
      ['small', 'छोटे अक्षर'],
      ['normal', 'सामान्य अक्षर'],
      ['large', 'बड़े अक्षर'],
    ],
  },
] as const;

/** Said when the browser refused to keep the choice (storage full or blocked). */
export const APPEARANCE_NOT_KEPT = 'यह पसंद इस ब्राउज़र में सहेजी नहीं जा सकी, इसलिए यह केवल इसी पेज पर लागू है।';

const { space, colors } = theme;

const groupCss = css({
  margin: `0 0 ${space.md}`,
  padding: 0,
  border: 0,
  minWidth: 0,
  legend: { padding: 0, marginBottom: space.xs, fontWeight: 700 },
  label: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: space.sm,
    minHeight: '44px',
    marginInlineEnd: space.md,
    cursor: 'pointer',
  },
  input: { width: '1.25rem', height: '1.25rem', margin: 0, accentColor: colors.brand },
});

const noticeCss = css({ margin: 0, color: colors.error });

/**
 * The reader's theme («रंग-रूप»: light, dark, or as the device says) and text size, as two native
 * radio groups. A choice applies to the page at once (`applyAppearance` on `<html>`) and is kept in
 * this browser, where the head's program applies it before the next page's first paint; a choice the
 * browser refused to keep applies to this page only, and the reader is told. The server's HTML and
 * hydration show the defaults, the next render the reader's own (`useStored`): only which button is
 * checked changes, nothing moves; until then the choices are disabled (a choice made before the scripts
 * came would not be applied). A change made in another tab shows here too (the page itself follows it
 * through the head's program).
 */
export function AppearanceControls() {
  const stored = useStored(READER_KEYS.appearance, isAppearance, DEFAULT_APPEARANCE);
  const [unkept, setUnkept] = useState<Appearance | null>(null);
  const shown = unkept ?? stored;
  const id = useId();
  const hydrated = useHydrated();
  const choose = (next: Appearance) => {
    applyAppearance(document.documentElement, next);
    setUnkept(writeStored(READER_KEYS.appearance, next) ? null : next);
  };
  return (
    <div>
      {GROUPS.map(({ field, legend, options }) => (
        <fieldset key={field} css={groupCss} disabled={!hydrated}>
          <legend>{legend}</legend>
          {options.map(([value, label]) => (
            <label key={value}>
              <input
                type="radio"
                name={`${id}-${field}`}
                value={value}
                checked={shown[field] === value}
                onChange={() => choose({ ...shown, [field]: value })}
              />
              {label}
            </label>
          ))}
        </fieldset>
      ))}
      <p role="status" css={noticeCss}>
        {unkept ? APPEARANCE_NOT_KEPT : ''}
      </p>
    </div>
  );
}
