import type { ElectionStatus } from '@janmat/shared/contracts';

/** An election's status in the desk's words. */
export const STATUS_NAMES: Record<ElectionStatus, string> = {
  upcoming: 'आगामी',
  counting: 'मतगणना जारी',
  final: 'मतगणना पूरी',
};
