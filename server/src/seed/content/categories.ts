import type { SeedContent } from '../types';

/** Site categories. The one with c_code `state` lists the state news (news type `states`). */
export const categories: SeedContent['categories'] = [
  { name: 'राष्ट्रीय', c_code: 'national' },
  { name: 'अंतरराष्ट्रीय', c_code: 'international' },
  { name: 'राज्य', c_code: 'state' },
  { name: 'राजनीति', c_code: 'politics' },
  { name: 'चुनाव', c_code: 'election' },
  { name: 'अर्थव्यवस्था', c_code: 'economy' },
  { name: 'विचार', c_code: 'opinion' },
  { name: 'पत्रिका', c_code: 'magazine' },
];

/** Trending sub-categories (`news.subtype`). */
export const subcategories: SeedContent['subcategories'] = [
  { name: 'शीतकालीन सत्र', s_code: 'sheetkalin-satra' },
  { name: 'किसान और खेती', s_code: 'kisan' },
  { name: 'युवा और रोज़गार', s_code: 'rozgar' },
  { name: 'प्रदूषण', s_code: 'pradushan' },
  { name: 'उपचुनाव', s_code: 'upchunav' },
];

/** The six states the portal covers (`news.state`). */
export const states: SeedContent['states'] = [
  { name: 'राजस्थान', code: 'rajasthan' },
  { name: 'मध्य प्रदेश', code: 'madhya-pradesh' },
  { name: 'उत्तर प्रदेश', code: 'uttar-pradesh' },
  { name: 'हरियाणा', code: 'haryana' },
  { name: 'दिल्ली', code: 'delhi' },
  { name: 'बिहार', code: 'bihar' },
];
