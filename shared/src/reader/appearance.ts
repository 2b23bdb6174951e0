import { type Appearance, DEFAULT_APPEARANCE, READER_KEYS, type TextSize, type ThemeChoice } from './readerKeys';
import { readStored } from './readerStorage';

const THEMES: readonly unknown[] = ['system', 'light', 'dark'] satisfies ThemeChoice[];
const TEXT_SIZES: readonly unknown[] = ['small', 'normal', 'large'] satisfies TextSize[];

/** A stored appearance as the site knows it: any other value (a hand edit, an old shape) is not one. */
export function isAppearance(value: unknown): value is Appearance {
  const appearance = value as Partial<Appearance> | null;
  return (
    typeof appearance === 'object' &&
    appearance !== null &&
    THEMES.includes(appearance.theme) &&
    TEXT_SIZES.includes(appearance.textSize)
  );
}

/** The reader's appearance as kept in this browser; the default when none (or storage is blocked). */
export function readAppearance(): Appearance {
  return readStored(READER_KEYS.appearance, isAppearance, DEFAULT_APPEARANCE);
}

/**
 * Marks `root` (`<html>`) with an appearance, which the global styles follow: `data-theme` only for a
 * chosen light or dark theme (without it the device's setting applies), `data-text-size` only for a
 * size other than normal. The head's program does this before the first paint, the controls at once.
 */
export function applyAppearance(root: HTMLElement, { theme, textSize }: Appearance): void {
  if (theme === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', theme);
  if (textSize === 'normal') root.removeAttribute('data-text-size');
  else root.setAttribute('data-text-size', textSize);
}
