import { type CacheSettings, cacheSettings } from './caches';
import { type LimitSettings, limitSettings } from './limits';
import { type NewsroomSettings, newsroomSettings } from './newsroom';
import { type PushSettings, pushSettings } from './push';
import { type ReleaseConfig, releaseConfig } from './releases';
import { type ResultsSettings, resultsSettings } from './results';
import { type SectionSettings, sectionSettings } from './sections';
import { type ServerSettings, serverSettings } from './server';
import { type SiteSettings, siteSettings } from './site';
import { type StorageSettings, storageSettings } from './storage';
import type { Env } from './values';

export type { NewsroomSettings } from './newsroom';
export type { ConnectionSettings } from './server';

/** The server's settings, area by area (each area's reader and its tests sit in this folder). */
export interface ServerConfig
  extends ServerSettings,
    StorageSettings,
    SiteSettings,
    SectionSettings,
    LimitSettings,
    CacheSettings,
    ReleaseConfig,
    ResultsSettings,
    PushSettings {
  /** Start-up warnings (settings left at a default that is wrong for a public site); logged by main. */
  warnings: string[];
  /** Staff sign-in for the newsroom (src/newsroom/). */
  newsroom: NewsroomSettings;
}

/**
 * The server's settings from the environment; docs/deploy.md ("Settings") lists every variable. A
 * setting that is not valid stops the start with a message naming it.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const server = serverSettings(env);
  const warnings: string[] = [];
  const site = siteSettings(env, server.port, warnings);
  const sections = sectionSettings(env);
  return {
    ...server,
    ...storageSettings(env, cwd),
    ...site,
    ...sections,
    ...limitSettings(env),
    ...cacheSettings(env),
    ...resultsSettings(env),
    ...pushSettings(env, site.editorialEmail),
    warnings,
    newsroom: newsroomSettings(env),
    ...releaseConfig(env, { siteUrl: site.siteUrl, remoteUrls: sections.remoteUrls }),
  };
}
