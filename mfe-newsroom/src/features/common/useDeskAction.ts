import { useState } from 'react';
import { errorMessage, fieldErrors } from './errorMessage';
import type { ActionOutcome } from './Outcome';

type Result = { data: unknown } | { error: unknown };

/** A refusal in one line: the server's message, then what it said of each field. */
const refusalOf = (error: unknown) =>
  [errorMessage(error), ...Object.values(fieldErrors(error))]
    .filter((text, at, all) => all.indexOf(text) === at)
    .join(' ');

/**
 * One desk action at a time: `run(call, done)` awaits a mutation and keeps its outcome — the text
 * `done` on success, the server's Hindi refusal (with its field messages) otherwise. Answers whether it succeeded.
 */
export function useDeskAction() {
  const [outcome, setOutcome] = useState<ActionOutcome>();
  const [busy, setBusy] = useState(false);
  const run = async (call: () => PromiseLike<Result>, done: string): Promise<boolean> => {
    setOutcome(undefined);
    setBusy(true);
    const result = await call();
    setBusy(false);
    const ok = !('error' in result);
    setOutcome(ok ? { ok, text: done } : { ok, text: refusalOf(result.error) });
    return ok;
  };
  return { run, outcome, busy, setOutcome };
}

/** The page's action runner, handed to the rows that act through it. */
export type DeskAction = ReturnType<typeof useDeskAction>;
