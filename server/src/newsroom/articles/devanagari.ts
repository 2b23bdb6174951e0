/**
 * Hindi (Devanagari) to plain Latin letters, the way Hindi news addresses are written
 * (`बिहार में गठबंधन` → `bihar men gathbandhan`): long and short vowels alike, no diacritics, and
 * the inherent "a" dropped where Hindi does not say it — at the end of a word, and between a
 * vowel-consonant and a consonant-vowel (कमला → kamla, गठबंधन → gathbandhan), but kept after a
 * final cluster (राज्य → rajya). ड़/ढ़ are written d/dh, as Hindi addresses do (बढ़ा → badha). The packages on npm
 * either keep every inherent "a" (Sanskrit schemes: bihara) or drop all of them (gthbndhn).
 */

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  ऩ: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ऱ: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
  क़: 'q',
  ख़: 'kh',
  ग़: 'gh',
  ज़: 'z',
  ड़: 'd',
  ढ़: 'dh',
  फ़: 'f',
  य़: 'y',
};

/** A consonant followed by the nukta sign, written as two code points. */
const NUKTA_FORMS: Record<string, string> = { क: 'q', ख: 'kh', ग: 'gh', ज: 'z', ड: 'd', ढ: 'dh', फ: 'f', य: 'y' };

const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऍ: 'e',
  ऑ: 'o',
  ॐ: 'om',
};

const SIGNS: Record<string, string> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॅ': 'e',
  'ॉ': 'o',
};

const VIRAMA = '्';
const NUKTA = '़';
/** Anusvara is "m" before p, ph, b, bh, m (संपादक → sampadak), "n" elsewhere. */
const LABIALS = new Set(['p', 'ph', 'f', 'b', 'bh', 'm']);

type Unit =
  | { kind: 'consonant'; latin: string; vowel: string | 'inherent' }
  | { kind: 'vowel'; latin: string }
  | { kind: 'nasal' | 'other'; latin: string };

function units(word: string): Unit[] {
  const out: Unit[] = [];
  for (const char of word) {
    const last = out[out.length - 1];
    if (CONSONANTS[char] !== undefined) out.push({ kind: 'consonant', latin: CONSONANTS[char], vowel: 'inherent' });
    else if (VOWELS[char] !== undefined) out.push({ kind: 'vowel', latin: VOWELS[char] });
    else if (last?.kind === 'consonant' && SIGNS[char] !== undefined) last.vowel = SIGNS[char];
    else if (last?.kind === 'consonant' && char === VIRAMA) last.vowel = '';
    else if (last?.kind === 'consonant' && char === NUKTA) {
      const base = Object.entries(CONSONANTS).find(([, latin]) => latin === last.latin)?.[0];
      last.latin = (base && NUKTA_FORMS[base]) ?? last.latin;
    } else if (char === 'ं' || char === 'ँ') out.push({ kind: 'nasal', latin: 'n' });
    else if (char === 'ः') out.push({ kind: 'other', latin: 'h' });
    else if (char >= '०' && char <= '९') out.push({ kind: 'other', latin: String(char.charCodeAt(0) - 0x966) });
    else out.push({ kind: 'other', latin: char });
  }
  return out;
}

/** Does the unit sound a vowel (after the inherent "a"s decided so far)? */
const voiced = (unit: Unit | undefined, dropped: boolean) =>
  unit?.kind === 'vowel' || (unit?.kind === 'consonant' && unit.vowel !== '' && !dropped);

function wordToLatin(word: string): string {
  const list = units(word);
  const syllables = list.filter((u) => u.kind === 'vowel' || u.kind === 'consonant').length;
  const drop = list.map(() => false);
  const lastSyllable = list.findLastIndex((u) => u.kind === 'vowel' || u.kind === 'consonant');
  list.forEach((unit, i) => {
    if (unit.kind !== 'consonant' || unit.vowel !== 'inherent') return;
    if (i === lastSyllable) {
      const cluster = list[i - 1]?.kind === 'consonant' && (list[i - 1] as { vowel: string }).vowel === '';
      drop[i] = syllables > 1 && !cluster;
      return;
    }
    const next = list[i + 1];
    const nextSounds = next?.kind === 'consonant' && next.vowel !== '' && i + 1 !== lastSyllable;
    const nextSigned = next?.kind === 'consonant' && next.vowel !== '' && next.vowel !== 'inherent';
    drop[i] = i > 0 && voiced(list[i - 1], drop[i - 1]!) && (nextSigned || nextSounds);
  });
  return list
    .map((unit, i) => {
      if (unit.kind === 'consonant') {
        const vowel = unit.vowel === 'inherent' ? (drop[i] ? '' : 'a') : unit.vowel;
        return unit.latin + vowel;
      }
      if (unit.kind === 'nasal') {
        const next = list[i + 1];
        return next?.kind === 'consonant' && LABIALS.has(next.latin) ? 'm' : 'n';
      }
      return unit.latin;
    })
    .join('');
}

/** The text with every Devanagari word written in Latin letters; everything else is left as it is. */
export function devanagariToLatin(text: string): string {
  return text.normalize('NFC').replace(/[\u0900-\u097F]+/g, (word) => {
    // ज्ञ is said "gy" in Hindi (ज्ञान → gyan).
    return wordToLatin(word.replace(/ज्ञ/g, '\u0917\u094D\u092F'));
  });
}
