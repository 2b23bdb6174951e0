import type { Page, SitePoll } from '@janmat/shared/contracts';
import { LIMITS } from '@janmat/shared/validation';
import { eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { news, polls } from '../../core/db/schema';
import { optionColumns, type PollColumns, type PollRow, pollBasics, pollPage } from './pollStore';

type Reader = Pick<Db, 'select'>;

/** The site's own polls take ids 1–9 (decision 0004); once those are used, ids above every poll (see below). */
const SITE_POLL_ID_MAX = 9;

export function sitePollView(row: PollRow): SitePoll {
  return {
    ...pollBasics(row),
    atHome: row.at_home,
    newsId: row.news_id,
    closed: row.closed_at !== null,
    closedAt: row.closed_at?.toISOString() ?? null,
    version: row.version,
  };
}

/**
 * A free poll_id for a site poll: the lowest free one of 1–9, then the next above every poll and above
 * the visitors' range (10010, …), the same rule visitor polls follow once their range is used up. So the
 * two kinds never share an id, and a visitor (who may only propose 10–10009) can never take a site id.
 */
async function freeSitePollId(db: Pick<Db, 'execute'>): Promise<number> {
  const result = (await db.execute(sql`select coalesce(
      (select s.i from generate_series(1, ${SITE_POLL_ID_MAX}::int) as s(i)
        where not exists (select 1 from ${polls} where ${polls.poll_id} = s.i) order by s.i limit 1),
      (select greatest(max(${polls.poll_id}) + 1, ${LIMITS.pollIdMax + 1}::int) from ${polls})
    ) as id`)) as unknown as { rows: { id: number }[] };
  return Number(result.rows[0]!.id);
}

export async function articleExists(db: Reader, id: number): Promise<boolean> {
  return (await db.select({ id: news.id }).from(news).where(eq(news.id, id)).limit(1)).length > 0;
}

/** A poll with votes keeps its question and options: changing them would change what people voted for. */
export const hasVotes = (row: PollRow) => row.res1 + row.res2 + row.res3 + row.res4 > 0;

/** Who "created" the site's own polls (as in the seed). */
const SITE_POLL_CREATOR = 'janmat';

/**
 * A new site poll under a free poll id. Two editors creating at once may pick the same free id: the
 * unique key refuses one, which picks again.
 */
export async function insertSitePoll(tx: Pick<Db, 'insert' | 'execute'>, columns: PollColumns): Promise<PollRow> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const [created] = await tx
      .insert(polls)
      .values({
        ...optionColumns(['', '']),
        name: '',
        ...columns,
        kind: 'site',
        created_by: SITE_POLL_CREATOR,
        poll_id: await freeSitePollId(tx),
      })
      .onConflictDoNothing({ target: polls.poll_id })
      .returning();
    if (created) return created;
  }
  throw new Error('Could not find a free poll id');
}

/** A page of site polls, newest first; `flag` keeps only the closed (true) or the open (false) ones. */
export function sitePollPage(
  db: Reader,
  query: { before?: number; limit: number; flag: boolean | undefined },
): Promise<Page<SitePoll>> {
  const { flag } = query;
  return pollPage(
    db,
    'site',
    query,
    flag === undefined ? undefined : (flag ? isNotNull : isNull)(polls.closed_at),
    sitePollView,
  );
}
