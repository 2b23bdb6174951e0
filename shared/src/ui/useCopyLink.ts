import { useCallback, useEffect, useRef, useState } from 'react';
import { useCopiedMark } from './useCopiedMark';

/** How long «Copied!» stays after a successful copy (spec §9). */
const COPIED_MS = 2000;

/**
 * Copies `url` to the clipboard; `copied` is true for COPIED_MS after each success, this one's or the
 * page's own before the scripts ran (useCopiedMark).
 */
export function useCopyLink(url: string) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch (error) {
      console.error('Copy link failed', error);
      return;
    }
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }, [url]);

  const copiedBefore = useCopiedMark(url);
  return { copied: copied || copiedBefore, copy };
}
