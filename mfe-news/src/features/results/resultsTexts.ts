import type { CandidateStatus, SeatStatus } from '@janmat/shared';

/** The results pages' Hindi texts. */
export const RESULTS_TEXTS = {
  loadFailed: 'नतीजे अभी लोड नहीं हो सके।',
  demo: 'डेमो',
  demoNote: 'यह डेमो चुनाव है: आंकड़े काल्पनिक हैं।',
  majority: (n: number) => `बहुमत: ${n}`,
  won: 'जीते',
  leading: 'आगे',
  votes: 'वोट',
  share: 'वोट %',
  party: 'पार्टी',
  alliance: 'गठबंधन',
  total: 'कुल',
  tallyHeading: 'पार्टीवार स्थिति',
  allianceHeading: 'गठबंधनवार स्थिति',
  changesHeading: 'ताज़ा नतीजे',
  noChanges: 'अभी किसी सीट का नतीजा घोषित नहीं हुआ है।',
  gridHeading: 'सभी सीटें',
  finderHeading: 'अपनी सीट खोजें',
  finderLabel: 'सीट का नाम या संख्या (हिंदी या अंग्रेज़ी में)',
  finderButton: 'खोजें',
  finderNone: 'इस नाम की कोई सीट नहीं मिली।',
  chartLabel: (name: string) => `${name}: पार्टियों की जीती और आगे चल रही सीटें, बहुमत के निशान के साथ`,
  updated: (time: string) => `अपडेट: ${time}`,
  announce: (lead: string) => `नतीजे अपडेट हुए। ${lead}`,
  counted: (x: number, y: number) => `राउंड ${x} / ${y}`,
  margin: 'अंतर',
  candidate: 'उम्मीदवार',
  status: 'स्थिति',
  backToElection: (name: string) => `${name}: सभी नतीजे`,
  reservedFor: (r: string) => `(${r} के लिए आरक्षित)`,
  strip: 'चुनाव नतीजे',
  countingNow: 'मतगणना जारी, नतीजे देखें',
  stripLink: 'सभी नतीजे देखें',
  gained: (winner: string, from: string, seat: string) => `${winner} ने ${from} से ${seat} सीट छीनी`,
  held: (winner: string, seat: string) => `${winner} ने ${seat} सीट बरकरार रखी`,
  winnerOf: (winner: string, seat: string) => `${winner} ने ${seat} सीट जीती`,
} as const;

export const SEAT_STATUS: Record<SeatStatus, string> = {
  awaited: 'गिनती बाकी',
  counting: 'गिनती जारी',
  won: 'नतीजा घोषित',
};

export const CANDIDATE_STATUS: Record<CandidateStatus, string> = {
  leading: 'आगे',
  trailing: 'पीछे',
  won: 'जीते',
  lost: 'हारे',
};
