import { FigureBox } from './FigureBox';
import { goldChange, goldPrice } from './figures';
import { useGetGoldQuery } from './homeApi';

/** «सोना-चांदी»: ₹ per gram and the day's change, plus or minus (`/api/datas3`). */
export function GoldBox() {
  const query = useGetGoldQuery();
  return (
    <FigureBox
      title="सोना-चांदी (प्रति ग्राम)"
      query={query}
      rows={3}
      toRow={(datum) => ({ key: datum.keys, name: datum.keys, value: goldPrice(datum), change: goldChange(datum) })}
    />
  );
}
