import type { SeedContent } from '../types';

/** Weather readings: `values` is the temperature in °C. */
export const weather: SeedContent['weather'] = [
  { values: '24', des: 'जयपुर, साफ आसमान' },
  { values: '19', des: 'दिल्ली, धुंध' },
  { values: '22', des: 'लखनऊ, हल्की धुंध' },
  { values: '26', des: 'पटना, आंशिक बादल' },
  { values: '21', des: 'भोपाल, साफ आसमान' },
  { values: '20', des: 'चंडीगढ़, साफ आसमान' },
];

/** Market figures (datas2): `type` 0 = fall, 1 = rise; `des` is the change in percent. */
export const market: SeedContent['market'] = [
  { keys: 'सेंसेक्स', values: '84312.55', type: 1, des: '0.42' },
  { keys: 'निफ्टी', values: '25804.10', type: 1, des: '0.38' },
  { keys: 'बैंक निफ्टी', values: '57210.65', type: 1, des: '0.71' },
  { keys: 'निफ्टी आईटी', values: '36480.20', type: 0, des: '0.26' },
];

/** Bullion (datas3): `values` is ₹ per gram; `type` 0 = down, 1 = up; `des` is the day's change in ₹ per gram. */
export const gold: SeedContent['gold'] = [
  { keys: '24 कैरेट', values: '12860', type: 1, des: '45' },
  { keys: '22 कैरेट', values: '11788', type: 1, des: '41' },
  { keys: 'चांदी', values: '168', type: 0, des: '2' },
];
