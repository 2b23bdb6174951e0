import type { AfterWrite } from '../../core/afterWrite';
import type { Db } from '../../core/db/client';
import { pollKey } from '../edgeKeys';
import { type Ballot, castVotes, type VoteOutcome } from '../queries/polls';

/** Most ballots one statement takes (its JSON stays a few kilobytes). */
const MAX_BATCH = 200;

interface Waiting {
  ballot: Ballot;
  resolve: (outcome: VoteOutcome) => void;
  reject: (error: unknown) => void;
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

const sameVoter = (a: Ballot, b: Ballot) => a.pollId === b.pollId && a.ip === b.ip;

/**
 * The votes of one process, written together: while one statement is at the database, the votes
 * that arrive wait and go in the next one (`castVotes`: one statement, one commit, one lock of each
 * poll's row for all of them, instead of a transaction of four round trips per vote queueing on the
 * poll's row). Once a statement has counted votes, the answers showing those polls are cleared once
 * (`afterWrite` with their `poll:<id>` keys: here, on every other process and in the shared cache in
 * front) before any of its votes is answered: a visitor who has their answer reads the new counts anywhere. A repeat of a (poll, address) pair already in a statement waits for the next.
 */
export class VoteQueue {
  private waiting: Waiting[] = [];
  private busy = false;
  private scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly afterWrite: AfterWrite,
  ) {}

  cast(ballot: Ballot): Promise<VoteOutcome> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ ballot, resolve, reject });
      this.next();
    });
  }

  /**
   * Forms the next statement once the event loop has read what arrived meanwhile (`setImmediate`):
   * PGlite runs a statement inside this thread, so without that pause each statement would take
   * only the one or two votes read before it, and pay its planning for them alone.
   */
  private next(): void {
    if (this.busy || this.scheduled || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    if (this.busy || this.waiting.length === 0) return;
    const batch: Waiting[] = [];
    const later: Waiting[] = [];
    for (const entry of this.waiting) {
      const repeat = batch.some((taken) => sameVoter(taken.ballot, entry.ballot));
      (batch.length < MAX_BATCH && !repeat ? batch : later).push(entry);
    }
    this.waiting = later;
    this.busy = true;
    void this.write(batch).finally(() => {
      this.busy = false;
      this.next();
    });
  }

  private async write(batch: Waiting[]): Promise<void> {
    let outcomes: (VoteOutcome | Error)[];
    try {
      outcomes = await castVotes(
        this.db,
        batch.map((entry) => entry.ballot),
      );
    } catch (error) {
      // The statement changed nothing. Sent again one by one, so a ballot that fails (an address the
      // database cannot read) fails alone and never takes the others' votes with it.
      outcomes = batch.length === 1 ? [asError(error)] : [];
      if (batch.length > 1) {
        for (const { ballot } of batch) outcomes.push(await castVotes(this.db, [ballot]).then(([o]) => o!, asError));
      }
    }
    const counted = batch.filter((_, i) => {
      const outcome = outcomes[i];
      return !(outcome instanceof Error) && outcome?.kind === 'counted';
    });
    if (counted.length > 0) await this.afterWrite({ keys: counted.map(({ ballot }) => pollKey(ballot.pollId)) });
    for (const [i, entry] of batch.entries()) {
      const outcome = outcomes[i]!;
      if (outcome instanceof Error) entry.reject(outcome);
      else entry.resolve(outcome);
    }
  }
}
