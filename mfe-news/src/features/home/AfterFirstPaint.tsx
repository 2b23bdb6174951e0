import { type ReactNode, startTransition, useEffect, useEffectEvent, useState } from 'react';

export interface AfterFirstPaintProps {
  children: ReactNode;
  /** Runs once the page has painted, just before the children render: start the calls they need. */
  onPainted?: () => void;
}

/**
 * Renders its children only once the page has painted, as a low-priority update that the browser
 * can interrupt: the parts of a page below the fold then cost nothing before its first screen
 * shows. Use it only where the children appear below the fold or in a column of their own, so
 * nothing already on screen moves when they appear.
 */
export function AfterFirstPaint({ children, onPainted }: AfterFirstPaintProps): ReactNode {
  const [painted, setPainted] = useState(false);
  const showChildren = useEffectEvent(() => {
    onPainted?.();
    startTransition(() => setPainted(true));
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the frame is painted; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(showChildren);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? children : null;
}
