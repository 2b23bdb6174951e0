import type { ArticleStatus } from '@janmat/shared/contracts';

/** An article's state in the newsroom, in Hindi. */
export const STATUS_LABELS: Record<ArticleStatus, string> = {
  draft: 'ड्राफ़्ट',
  submitted: 'संपादक के पास',
  scheduled: 'तय समय पर छपेगा',
  published: 'प्रकाशित',
  unpublished: 'हटाया गया',
};

export const ARTICLE_STATUSES = Object.keys(STATUS_LABELS) as ArticleStatus[];
