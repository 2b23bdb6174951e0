import type { BuildHealth, BuildMinute, RemoteName, SectionRelease } from '@janmat/shared/contracts';
import type { ServerConfig } from '../../../src/core/config';
import type { Db } from '../../../src/core/db/client';
import { type ReleaseSettings, releaseSettings } from '../../../src/core/releaseSettings';
import { startGuardrails } from '../../../src/releases/guardrails';
import type { breachWitnesses, sectionHealth } from '../../../src/releases/health';
import type { BreachWitnesses } from '../../../src/releases/healthFigures';
import type { ReleaseChange, ReleaseRegistry } from '../../../src/releases/registry';

/** Test doubles of the guardrails' registry and figures (guardrails*.test.ts). */

/** The release settings as the server has them when none is set. */
const SETTINGS = releaseSettings({});
export const START = Date.parse('2026-11-26T08:00:00Z');

/**
 * A build's figures: readers' totals, the server's own renders in the window ([renders, failed]),
 * and (for a canary) how many networks saw each breach (unset: every network it had).
 */
export type Figures = Pick<BuildHealth, 'views' | 'networks' | 'errorRate' | 'lcpP75' | 'inpP75'> & {
  renders?: [number, number];
  witnesses?: Partial<BreachWitnesses>;
};
export const GOOD: Figures = { views: 100, networks: 40, errorRate: 0.01, lcpP75: 2000, inpP75: 150, renders: [30, 0] };

/** A registry holding one canary of news (release 7 over live 3); promote/rollback honour expectCanary. */
export function fakeRegistry() {
  let news: SectionRelease = {
    section: 'news',
    live: { release: 3, manifest: '/a/mf-manifest.json', build: 'a' },
    canary: {
      release: 7,
      manifest: '/b/mf-manifest.json',
      build: 'b',
      percent: 10,
      since: new Date(START).toISOString(),
    },
  };
  const calls: { action: 'promote' | 'rollback'; section: RemoteName; change: ReleaseChange }[] = [];
  const act = (action: 'promote' | 'rollback') =>
    jest.fn(async (section: RemoteName, change: ReleaseChange) => {
      if (!news.canary || (change.expectCanary !== undefined && change.expectCanary !== news.canary.release)) {
        return undefined;
      }
      calls.push({ action, section, change });
      news = { ...news, live: action === 'promote' ? news.canary : news.live, canary: null };
      return news;
    });
  const registry = {
    sections: () => [news, { ...news, section: 'media' as const, canary: null }],
    promote: act('promote'),
    rollback: act('rollback'),
  } as unknown as ReleaseRegistry;
  return { registry, calls };
}

const rendersMinute = ([renders, renderErrors]: [number, number]): BuildMinute => ({
  minute: new Date(START).toISOString(),
  views: 0,
  errorViews: 0,
  lcpP75: null,
  inpP75: null,
  clsP75: null,
  renders,
  renderErrors,
  renderP75: renders > 0 ? 40 : null,
});

/** One build's health as health.ts gives it, from `figures`. */
export function buildOf(figures: Figures, role: 'live' | 'canary', release: number): BuildHealth {
  const { renders, witnesses: _witnesses, ...totals } = figures;
  return { ...totals, release, build: null, role, minutes: renders ? [rendersMinute(renders)] : [] };
}

function fakeHealth(figures: { live: Figures; canary: Figures }) {
  return jest.fn(async (_db: Db, _settings: unknown, release: SectionRelease) => ({
    live: buildOf(figures.live, 'live', release.live.release),
    canary: release.canary ? buildOf(figures.canary, 'canary', release.canary.release) : null,
  })) as unknown as typeof sectionHealth & jest.Mock;
}

function fakeWitnesses(canary: Figures) {
  const all = canary.networks;
  return jest.fn(async () => ({
    errorRate: all,
    lcpP75: all,
    inpP75: all,
    ...canary.witnesses,
  })) as unknown as typeof breachWitnesses & jest.Mock;
}

export const log = { info: jest.fn(), error: jest.fn() };
export const prune = jest.fn(async () => undefined);

/** Guardrails judging one news canary with `figures` (and `settings` over the defaults). */
export function start(
  figures: { live: Figures; canary: Figures },
  settings: Partial<ReleaseSettings> = {},
  fake = fakeRegistry(),
) {
  const health = fakeHealth(figures);
  const witnesses = fakeWitnesses(figures.canary);
  const guard = startGuardrails(
    { db: {} as Db, config: { releases: { ...SETTINGS, ...settings } } as ServerConfig, releases: fake.registry },
    { health, witnesses, log, prune },
  );
  return { ...fake, health, witnesses, guard };
}
