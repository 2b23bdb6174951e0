import { FigureBox } from './FigureBox';
import { marketChange } from './figures';
import { useGetMarketQuery } from './homeApi';

/** «बाज़ार»: market indices with their rise (green ▲) or fall (red ▼) in percent (`/api/datas2`). */
export function MarketBox() {
  const query = useGetMarketQuery();
  return (
    <FigureBox
      title="बाज़ार"
      query={query}
      toRow={(datum) => ({ key: datum.keys, name: datum.keys, value: datum.values, change: marketChange(datum) })}
    />
  );
}
