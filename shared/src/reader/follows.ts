import { type FollowedTopic, READER_KEYS, READER_LIMITS } from './readerKeys';
import { type Check, readStored, writeStored } from './readerStorage';
import { isSitePath } from './sitePath';

const isFollowedTopic = (value: unknown): value is FollowedTopic => {
  const t = value as FollowedTopic;
  return (
    typeof t === 'object' &&
    t !== null &&
    (t.kind === 'state' || t.kind === 'category') &&
    typeof t.code === 'string' &&
    typeof t.name === 'string' &&
    typeof t.path === 'string' &&
    isSitePath(t.path)
  );
};

export const isFollowList: Check<FollowedTopic[]> = (value): value is FollowedTopic[] =>
  Array.isArray(value) && value.every(isFollowedTopic);

export const NO_FOLLOWS: FollowedTopic[] = [];

const same = (a: Pick<FollowedTopic, 'kind' | 'code'>) => (b: FollowedTopic) => a.kind === b.kind && a.code === b.code;

export function readFollows(): FollowedTopic[] {
  return readStored(READER_KEYS.follows, isFollowList, NO_FOLLOWS);
}

export function isFollowed(follows: FollowedTopic[], topic: Pick<FollowedTopic, 'kind' | 'code'>): boolean {
  return follows.some(same(topic));
}

/** Follows `topic`, or stops following it when it is followed; false when the browser kept nothing. */
export function toggleFollow(topic: FollowedTopic): boolean {
  const follows = readFollows();
  const next = isFollowed(follows, topic)
    ? follows.filter((t) => !same(topic)(t))
    : [...follows, topic].slice(-READER_LIMITS.follows);
  return writeStored(READER_KEYS.follows, next);
}
