import { href, LookupGate, useGetStatesQuery, useParams } from '@janmat/shared';
import { NEWS_LOAD_FAILED } from '../common/newsLoadFailed';
import { FollowSlot } from '../follow/FollowSlot';
import { useGetNewsByStateQuery } from './listsApi';
import { NewsListView } from './NewsListView';

/** `/news/state/{id}/{code}`: a state's news; the id and the code must name the same state. */
export function StateNewsPage() {
  const { id = '', type = '' } = useParams();
  const states = useGetStatesQuery();
  const list = useGetNewsByStateQuery(type);
  const state = states.data?.find((s) => String(s.id) === id && s.code === type);
  return (
    <LookupGate lookup={states} found={Boolean(state)} errorMessage={NEWS_LOAD_FAILED}>
      <NewsListView
        title={state?.name}
        crumbs={(name) => [{ label: 'राज्य', to: href.newsList({ type: 'state' }) }, { label: name }]}
        canonical={href.stateNews({ id, type })}
        list={list}
        action={(name) => <FollowSlot topic={{ kind: 'state', code: id, name, path: href.stateNews({ id, type }) }} />}
      />
    </LookupGate>
  );
}
