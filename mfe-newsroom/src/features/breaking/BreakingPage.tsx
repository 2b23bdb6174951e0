import { QueryView, Skeleton } from '@janmat/shared';
import { cardList } from '../common/cardStyles';
import { DeskPage } from '../common/DeskPage';
import { useDeskAction } from '../common/useDeskAction';
import { BreakingForm } from './BreakingForm';
import { BreakingRow } from './BreakingRow';
import { type BreakingItem, useBreakingListQuery, useOrderBreakingMutation } from './breakingApi';

/** The ids in the order after moving the item at `index` by `step` places. */
function movedIds(items: BreakingItem[], index: number, step: -1 | 1): number[] {
  const ids = items.map((item) => item.id);
  const [moved] = ids.splice(index, 1);
  ids.splice(index + step, 0, moved!);
  return ids;
}

/** Editors: the breaking-news ticker in its order — add, change, move, end or remove items. */
export function BreakingPage() {
  const list = useBreakingListQuery();
  const [order] = useOrderBreakingMutation();
  const notice = useDeskAction();
  const move = (items: BreakingItem[], index: number, step: -1 | 1) =>
    notice.run(() => order(movedIds(items, index, step)), 'क्रम सहेज लिया गया।');
  return (
    <DeskPage id="breaking-title" title="ब्रेकिंग न्यूज़" outcome={notice.outcome}>
      <QueryView
        query={list}
        skeleton={<Skeleton lines={6} />}
        isEmpty={(d) => d.data.length === 0}
        empty="टिकर में अभी कुछ नहीं है।"
      >
        {({ data }) => (
          <ol css={cardList} aria-label="टिकर का क्रम">
            {data.map((item, index) => (
              <BreakingRow
                key={item.id}
                item={item}
                busy={notice.busy}
                onUp={index > 0 ? () => move(data, index, -1) : undefined}
                onDown={index < data.length - 1 ? () => move(data, index, 1) : undefined}
                onDone={(text) => notice.setOutcome({ ok: true, text })}
              />
            ))}
          </ol>
        )}
      </QueryView>
      <BreakingForm />
    </DeskPage>
  );
}
