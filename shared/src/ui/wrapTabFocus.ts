const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements of `container` a Tab can reach, in order (those shown; a radio group as one stop). */
function tabStops(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
}

/** Whether `focused` is the stop `stop` (any radio of the same group stands for its group). */
function isStop(focused: Element | null, stop: HTMLElement | undefined): boolean {
  if (!focused || !stop) return false;
  if (focused === stop) return true;
  return (
    stop instanceof HTMLInputElement &&
    focused instanceof HTMLInputElement &&
    stop.type === 'radio' &&
    focused.type === 'radio' &&
    stop.name !== '' &&
    stop.name === focused.name
  );
}

/** A key pressed in a dialog: React's event or the browser's own (a dialog not hydrated, an island's page). */
export interface TabPress {
  key: string;
  shiftKey: boolean;
  currentTarget: EventTarget | null;
  preventDefault(): void;
}

/**
 * Keeps Tab inside a modal dialog: from its last stop a Tab goes to its first, from its first a
 * Shift+Tab to its last. The browser makes the page behind inert but lets focus leave for the page's
 * own start, which left a keyboard reader outside the open dialog.
 */
export function wrapTabFocus(event: TabPress): void {
  if (event.key !== 'Tab') return;
  if (!(event.currentTarget instanceof HTMLElement)) return;
  const stops = tabStops(event.currentTarget);
  const [first, last] = [stops[0], stops.at(-1)];
  const focused = document.activeElement;
  const target = event.shiftKey
    ? isStop(focused, first)
      ? last
      : undefined
    : isStop(focused, last)
      ? first
      : undefined;
  if (!target) return;
  event.preventDefault();
  target.focus();
}
