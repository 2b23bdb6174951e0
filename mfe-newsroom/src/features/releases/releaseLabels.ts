import type { ReleaseAction, RemoteName } from '@janmat/shared/contracts';

/** Each section as the newsroom names it. */
export const SECTION_LABELS: Record<RemoteName, string> = {
  news: 'समाचार (news)',
  media: 'मीडिया (media)',
  polls: 'पोल (polls)',
  static: 'स्थायी पेज (static)',
  newsroom: 'न्यूज़रूम (newsroom)',
};

/** What a history entry records, in Hindi. */
export const ACTION_LABELS: Record<ReleaseAction, string> = {
  seed: 'शुरुआती बिल्ड',
  release: 'रिलीज़',
  canary: 'कैनरी',
  promote: 'प्रमोट',
  rollback: 'रोलबैक',
  'auto-promote': 'अपने-आप प्रमोट',
  'auto-rollback': 'अपने-आप रोलबैक',
  refused: 'अस्वीकार',
};

/** Who, in Hindi where it is not a person. */
export const actorLabel = (actor: string) =>
  actor === 'token' ? 'ऑपरेटर टोकन' : actor === 'guardrail' ? 'स्वचालित जाँच' : actor;
