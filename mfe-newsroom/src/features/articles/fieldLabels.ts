/** An article's fields as a version lists them, in Hindi. */
export const FIELD_LABELS: Record<string, string> = {
  title: 'शीर्षक',
  slug: 'स्लग',
  status: 'स्थिति',
  category: 'श्रेणी',
  type: 'प्रकार',
  state: 'राज्य',
  subtype: 'ट्रेंडिंग उप-श्रेणी',
  reporterId: 'रिपोर्टर',
  photo: 'फ़ोटो',
  body: 'पाठ',
  publishAt: 'प्रकाशन का समय',
};
