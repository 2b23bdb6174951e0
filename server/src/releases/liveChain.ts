/** One history row that made a build live: `live_after` is that build's release id. */
export interface LiveStep {
  action: string;
  live_after: number | null;
}

const ROLLBACKS = new Set(['rollback', 'auto-rollback']);

/**
 * The live builds a section has had, as a stack: every release or promotion puts one on top, every
 * rollback of a live build takes the top one off. `current` is the top; `previous`, what a rollback
 * makes live (so rolling back twice goes two builds back, never back and forth).
 */
export function liveChain(steps: readonly LiveStep[]): { current?: number; previous?: number } {
  const stack: number[] = [];
  for (const step of steps) {
    if (step.live_after === null) continue;
    if (ROLLBACKS.has(step.action)) {
      stack.pop();
      if (stack.at(-1) !== step.live_after) stack.push(step.live_after);
    } else if (stack.at(-1) !== step.live_after) {
      stack.push(step.live_after);
    }
  }
  return { current: stack.at(-1), previous: stack.at(-2) };
}
