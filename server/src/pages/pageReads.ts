import type { DataClass } from '@janmat/shared/contracts';
import type { ApiAnswer } from '@janmat/shared/server';
import { stricterClass } from '@janmat/shared/server';
import type { ApiReads, Visitor } from '../core/http/apiReads';

/**
 * The reads of one page, answered in process for its visitor. It notes what the page read: the
 * stricter data class of its answers (a page showing a visitor's own data is theirs alone) and the
 * keys of what it shows, which the page names for the shared cache in front and is cleared by in
 * the read cache.
 */
export class PageReads {
  dataClass: DataClass = 'public';
  /** In-process reads made (a figure for tests and benchmarks). */
  count = 0;
  /** What the page shows: the keys of every public answer it read (core/edgeKeys.ts). */
  readonly keys = new Set<string>();

  constructor(
    private readonly reads: ApiReads,
    private readonly visitor: Visitor,
  ) {}

  read = async (path: string): Promise<ApiAnswer> => {
    const answer = await this.reads.read(path, this.visitor);
    this.count += 1;
    this.dataClass = stricterClass(this.dataClass, answer.dataClass);
    for (const key of answer.keys ?? []) this.keys.add(key);
    return { status: answer.status, data: answer.data, dataClass: answer.dataClass };
  };
}
