/** The results' Hindi answers (the feed's refusals name the row at fault; rows count from 1). */
export const RESULTS_MESSAGES = {
  unknownElection: (slug: string) => `चुनाव «${slug}» नहीं मिला।`,
  finderWords: (max: number) => `खोज के लिए निर्वाचन क्षेत्र का नाम या संख्या लिखें (${max} अक्षरों तक)।`,
  reservedSlug: (line: number) => `पंक्ति ${line}: slug «find» खोज का पता है; दूसरा चुनें।`,
  notABatch:
    'अनुरोध { "counts": [ … ], "declare": [ … ] } होना चाहिए: counts पंक्तियों की सूची, declare निर्वाचन क्षेत्रों की संख्याओं की सूची।',
  emptyBatch: 'counts या declare में कम से कम एक पंक्ति भेजें।',
  tooManyRows: (max: number) => `एक बार में ज़्यादा से ज़्यादा ${max} पंक्तियाँ भेजें।`,
  rowShape: (row: number) =>
    `पंक्ति ${row}: constituency, candidate, votes, round और rounds_total पाँचों पूर्ण संख्याएँ होनी चाहिए, और कुछ नहीं।`,
  badVotes: (row: number) => `पंक्ति ${row}: वोट 0 या उससे बड़ी पूर्ण संख्या होने चाहिए।`,
  badTotal: (row: number) => `पंक्ति ${row}: कुल राउंड (rounds_total) 1 या उससे बड़ी पूर्ण संख्या होने चाहिए।`,
  badRound: (row: number, total: number) => `पंक्ति ${row}: राउंड 1 से ${total} (कुल राउंड) के बीच होना चाहिए।`,
  unknownSeat: (row: number, seat: number) => `पंक्ति ${row}: निर्वाचन क्षेत्र ${seat} इस चुनाव में नहीं है।`,
  unknownCandidate: (row: number, candidate: number, seat: number) =>
    `पंक्ति ${row}: उम्मीदवार ${candidate} निर्वाचन क्षेत्र ${seat} में नहीं है।`,
  totalsDiffer: (row: number, seat: number) =>
    `पंक्ति ${row}: निर्वाचन क्षेत्र ${seat} के कुल राउंड इसी अनुरोध की दूसरी पंक्ति से अलग हैं।`,
  totalBelowCounted: (row: number, seat: number, counted: number) =>
    `पंक्ति ${row}: निर्वाचन क्षेत्र ${seat} के ${counted} राउंड गिने जा चुके हैं; कुल राउंड इससे कम नहीं हो सकते।`,
  repeatedRow: (row: number) => `पंक्ति ${row}: यही निर्वाचन क्षेत्र, उम्मीदवार और राउंड इस अनुरोध में पहले आ चुका है।`,
  seatDeclared: (row: number, seat: number) =>
    `पंक्ति ${row}: निर्वाचन क्षेत्र ${seat} का नतीजा घोषित हो चुका है; उसकी गिनती अब नहीं बदलेगी।`,
  electionFinal: 'इस चुनाव की मतगणना पूरी हो चुकी है; गिनती अब नहीं बदलेगी।',
  declareShape: (item: number) => `declare की ${item}वीं प्रविष्टि निर्वाचन क्षेत्र की संख्या (पूर्ण संख्या) होनी चाहिए।`,
  declareUnknown: (item: number, seat: number) => `declare की ${item}वीं प्रविष्टि: निर्वाचन क्षेत्र ${seat} इस चुनाव में नहीं है।`,
  declareEarly: (item: number, seat: number, counted: number, total: number) =>
    `declare की ${item}वीं प्रविष्टि: निर्वाचन क्षेत्र ${seat} में ${total} में से ${counted} राउंड गिने गए हैं; आख़िरी राउंड के बाद ही विजेता घोषित होगा।`,
  declareTie: (item: number, seat: number) =>
    `declare की ${item}वीं प्रविष्टि: निर्वाचन क्षेत्र ${seat} में सबसे आगे के उम्मीदवार बराबर हैं; विजेता घोषित नहीं हो सकता।`,
  slugTaken: (slug: string) => `पता «${slug}» किसी और चुनाव का है; दूसरा चुनें।`,
  importNoSeat: (line: number, seat: number) =>
    `पंक्ति ${line}: निर्वाचन क्षेत्र ${seat} इस चुनाव में नहीं है (पहले निर्वाचन क्षेत्रों का CSV आयात करें)।`,
  importNoParty: (line: number, party: string) =>
    `पंक्ति ${line}: पार्टी «${party}» इस चुनाव में नहीं है (पहले पार्टियों का CSV आयात करें)।`,
  importRefused: (count: number) => `CSV की ${count} पंक्तियों में गलती है; कुछ भी आयात नहीं हुआ।`,
  tokenOff: 'RESULTS_TOKEN तय नहीं है: गिनती न्यूज़रूम में संपादक के रूप में साइन इन करके भेजें।',
  wrongToken: 'यह टोकन सही नहीं है।',
  credentialsRequired: 'गिनती भेजने के लिए Authorization: Bearer <RESULTS_TOKEN> भेजें, या न्यूज़रूम में संपादक के रूप में साइन इन करें।',
} as const;
