import type { GoldDatum, MarketDatum } from '@janmat/shared';

type Trend = 'rise' | 'fall';

export interface Change {
  trend: Trend;
  /** What the box shows, e.g. `▲ 0.42%` or `−₹2`. */
  text: string;
  /** The same for screen readers, in Hindi words. */
  label: string;
}

/** A market figure's change: type 0 is a fall (▼), anything else a rise (▲); des is the percent. */
export function marketChange({ type, des }: Pick<MarketDatum, 'type' | 'des'>): Change {
  return type === 0
    ? { trend: 'fall', text: `▼ ${des}%`, label: `${des} प्रतिशत गिरावट` }
    : { trend: 'rise', text: `▲ ${des}%`, label: `${des} प्रतिशत बढ़त` };
}

/** A bullion price's change per gram: type 0 is minus, anything else plus; des is the amount. */
export function goldChange({ type, des }: Pick<GoldDatum, 'type' | 'des'>): Change {
  return type === 0
    ? { trend: 'fall', text: `−₹${des}`, label: `${des} रुपये प्रति ग्राम कम` }
    : { trend: 'rise', text: `+₹${des}`, label: `${des} रुपये प्रति ग्राम ज़्यादा` };
}

/** The price itself: ₹ and the amount per gram. */
export const goldPrice = ({ values }: Pick<GoldDatum, 'values'>) => `₹${values}`;
