import { RUM_API, RUM_MAX_BYTES } from '@janmat/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { rumViews } from '../core/db/schema';
import { clientIp } from '../core/http/clientIp';
import { SERVER_MESSAGES } from '../core/messages';
import type { AppDeps } from '../deps';
import { minuteOf } from './renderHealth';
import { attributeBeacon, parseBeacon } from './rumBeacon';
import { networkKey } from './rumNetwork';
import { beaconFromSiteTest, RUM_MESSAGES } from './rumOrigin';
import { siteSecret, verifyPageToken } from './rumToken';

/** Views this process already stored this minute (release|minute|network): repeats skip the database. */
class SeenThisMinute {
  private minute = 0;
  private keys = new Set<string>();
  /** True when `key` is new (and remembers it). */
  add(minute: number, key: string): boolean {
    if (minute !== this.minute || this.keys.size > 100_000) {
      this.minute = minute;
      this.keys = new Set();
    }
    if (this.keys.has(key)) return false;
    this.keys.add(key);
    return true;
  }
}

const bad = { message: SERVER_MESSAGES.validationFailed };

/**
 * `POST /api/rum`: readers' health beacons (text/plain from `sendBeacon`, or JSON), at most
 * RUM_MAX_BYTES (413 above). One sent by another site's page gets 403 before anything is read
 * (rumOrigin.ts). A malformed one gets 400; one without a token this site signed into a page in the
 * last `config.releases.beaconMaxAgeMs` gets 204 and is dropped, so a forger learns nothing; a good
 * one is stored as one view per build per reader network (IPv4 /24, IPv6 /48: rumNetwork.ts) per
 * minute (repeats add nothing), and answers 204 too. Not counted against the write rate limit: a
 * reader's own page views (or a whole office behind one address) must not use up the votes and forms
 * they may send, and the primary key already caps what a network can add. `personal`: it carries what
 * a reader's own browser measured (its answer is never kept by a cache).
 */
export function rumRoute(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'config'>): void {
  const seen = new SeenThisMinute();
  const fromSite = beaconFromSiteTest(deps.config);
  app.post(
    RUM_API,
    {
      bodyLimit: RUM_MAX_BYTES,
      config: { rateLimit: false, dataClass: 'personal' },
      onRequest: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (!fromSite(request)) return reply.code(403).send({ message: RUM_MESSAGES.foreignPage });
      },
    },
    async (request, reply) => {
      let body: unknown = request.body;
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body);
        } catch {
          return reply.code(400).send(bad);
        }
      }
      const beacon = parseBeacon(body);
      if (!beacon) return reply.code(400).send(bad);
      const secret = await siteSecret(deps.db);
      const now = Date.now();
      const page = verifyPageToken(secret, beacon.token, now, deps.config.releases.beaconMaxAgeMs);
      if (!page) return reply.code(204).send();
      const minute = minuteOf(now);
      const network = networkKey(secret, clientIp(request), minute);
      const rows = attributeBeacon(beacon, page)
        .filter((view) => seen.add(minute, `${view.release}|${minute}|${network}`))
        .map((view) => ({ ...view, minute: new Date(minute), visitor: network }));
      if (rows.length > 0) await deps.db.insert(rumViews).values(rows).onConflictDoNothing();
      return reply.code(204).send();
    },
  );
}
