import type { Video, WebStoryCategory } from '@janmat/shared/contracts';
import type { SeedStory } from '../types';

const embed = (id: string): Video => ({ link: `https://www.youtube-nocookie.com/embed/${id}` });

export const videos: Video[] = [
  'Jm7xQ2pLk9A',
  'b4TnR8vWc1E',
  'Xq3Lz0uHs7M',
  'p9DfK2mYt5R',
  'W1sNc6gVe8Q',
  'hT4yB7kJr2L',
  'Zr8mP5xGa3N',
  'c2VwH9nDq6U',
].map(embed);

export const storyCategories: WebStoryCategory[] = [
  { name: 'राजनीति', c_code: 'politics' },
  { name: 'चुनाव', c_code: 'election' },
  { name: 'पैसा और बाज़ार', c_code: 'economy' },
  { name: 'संस्कृति और पर्व', c_code: 'culture' },
  { name: 'आसान भाषा में', c_code: 'explainer' },
];

const SOURCE = 'जनमत डेस्क';

function story(type: string, slug: string, title: string, created_at: string): SeedStory {
  return { type, title, photo: `/uploads/stories/${slug}.svg`, source: SOURCE, created_at };
}

export const stories: SeedStory[] = [
  story('politics', 'sheetkalin-satra-5-bade-vidheyak', 'शीतकालीन सत्र के 5 बड़े विधेयक', '2026-11-20 09:00:00'),
  story('politics', 'sansad-ka-ek-din', 'एक दिन में कैसे चलती है संसद', '2026-11-16 09:00:00'),
  story('politics', 'mahila-arakshan-kab-se', 'महिला आरक्षण: कब और कैसे होगा लागू', '2026-11-06 18:00:00'),
  story('election', 'upchunav-ke-saat-sabak', 'उपचुनाव नतीजों के 7 सबक', '2026-11-16 19:00:00'),
  story('election', 'voter-list-mein-naam', 'मतदाता सूची में नाम कैसे जुड़वाएँ', '2026-11-02 10:00:00'),
  story('election', 'evm-jaanch-kaise-hoti-hai', 'ईवीएम की जाँच कैसे होती है', '2026-11-10 11:00:00'),
  story('economy', 'gst-aankde-aasan-bhasha', 'जीएसटी के आँकड़े आसान भाषा में', '2026-11-03 12:00:00'),
  story('economy', 'sona-chandi-bhav-november', 'नवंबर में सोना-चाँदी के भाव', '2026-11-18 08:30:00'),
  story('culture', 'chhath-ke-chaar-din', 'छठ महापर्व के चार दिन', '2026-11-12 07:00:00'),
  story('culture', 'pushkar-mele-ke-rang', 'पुष्कर मेले के रंग', '2026-11-19 07:30:00'),
  story('explainer', 'grap-ke-chaar-charan', 'ग्रैप के चार चरण: क्या-क्या बंद होता है', '2026-11-14 12:00:00'),
  story('explainer', 'bhavantar-yojana-kya-hai', 'भावांतर योजना क्या है', '2026-11-07 16:00:00'),
];
