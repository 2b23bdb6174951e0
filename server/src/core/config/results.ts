import { tokenSetting } from '../metricsToken';
import type { Env } from './values';

/** Election results (docs/results.md). */
export interface ResultsSettings {
  /**
   * Bearer token of the counting feed (`POST /api/newsroom/results/<election>/counts`, RESULTS_TOKEN);
   * unset, only an editor's or admin's newsroom session may send counts.
   */
  resultsToken: string | undefined;
}

export function resultsSettings(env: Env): ResultsSettings {
  return { resultsToken: tokenSetting('RESULTS_TOKEN', env.RESULTS_TOKEN) };
}
