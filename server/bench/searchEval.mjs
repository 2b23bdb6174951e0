/**
 * Search quality over the seed content and the stories written for it (test/fixtures/searchStories.ts):
 * each query with the article(s) it must find. Prints, per query, where the expected article came,
 * then precision@5 (share of queries with an expected article in the top 5) and the share with one
 * first. Targets: ≥ 95 % and ≥ 85 %; the first 53 queries (the set before English) each as before.
 * Usage: npm run bench:search:eval -w server   (TEST_DATABASE_URL set → PostgreSQL too)
 */
import { loadHarness } from './bundle.mjs';

/** [kind, query, expected urls] */
export const EVAL = [
  // Devanagari
  ['devanagari', 'शीतकालीन सत्र सर्वदलीय बैठक', ['sheetkalin-satra-sarvadaliya-baithak']],
  ['devanagari', 'डिजिटल डेटा संरक्षण', ['digital-data-sanshodhan-samiti-report']],
  ['devanagari', 'ब्लैक स्पॉट राजमार्ग', ['rajmarg-black-spot-sudhar-abhiyan']],
  ['devanagari', 'कौशल केंद्र ग्रामीण युवा', ['gramin-yuva-kaushal-kendra-yojana']],
  [
    'devanagari',
    'पराली प्रबंधन',
    ['uttar-bharat-pradushan-uchchstariya-baithak', 'haryana-parali-protsahan-rashi-antim-tithi'],
  ],
  ['devanagari', 'डीएपी खाद आपूर्ति', ['rabi-buvai-khad-aapurti-samiksha']],
  ['devanagari', 'जीएसटी संग्रह', ['gst-sangrah-october-9-pratishat-badhat']],
  ['devanagari', 'छठ महापर्व पटना घाट', ['bihar-chhath-mahaparv-patna-ghat-taiyari']],
  ['devanagari', 'भोपाल मेट्रो', ['mp-bhopal-metro-doosra-khand-parikshan']],
  ['devanagari', 'यमुना सफ़ाई', ['dilli-yamuna-safai-pariyojana-samiksha']],
  ['devanagari', 'महिला सरपंच', ['patrika-chhah-rajyon-ki-mahila-sarpanch']],
  ['devanagari', 'दल-बदल कानून', ['dal-badal-kanoon-sudhar-bahas']],
  ['devanagari', 'गन्ना भुगतान', ['up-peraai-satra-ganna-bhugtan-nirdesh']],
  ['devanagari', 'खेल नर्सरी', ['haryana-300-nayi-khel-nursery']],
  // spelling variants and mistakes
  ['misspelled', 'गाँधी नहर', ['rajasthan-nahar-rabi-sinchai-rotation']],
  ['misspelled', 'प्रदुषण उच्चस्तरिय बैठक', ['uttar-bharat-pradushan-uchchstariya-baithak']],
  ['misspelled', 'सोयाबिन भावान्तर', ['mp-soybean-bhavantar-rashi-bhugtan']],
  ['misspelled', 'कोसि बाढ मकान', ['bihar-kosi-baadh-pakke-makaan-kisht']],
  ['misspelled', 'मतदाता सुचि पुनरिक्षण', ['matdata-suchi-vishesh-punarikshan-doosra-charan']],
  ['misspelled', 'इलेक्ट्रीक बस', ['dilli-120-nayi-electric-bus-metro-feeder']],
  ['misspelled', 'जलवायू वित्त', ['jalvayu-sammelan-bharat-vitt-roadmap']],
  ['misspelled', 'छात्र वीजा', ['chhatra-visa-niyam-badlav-salah']],
  ['misspelled', 'ज़िम्मेदारी प्रदूषन', ['vichar-pradushan-sajha-zimmedari']],
  ['misspelled', 'सौर पार्क प्रशीक्षण', ['rajasthan-saur-park-yuva-prashikshan']],
  // Latin-script Hindi
  [
    'latin',
    'sheetkalin satra',
    [
      'sheetkalin-satra-sarvadaliya-baithak',
      'vipaksh-sajha-ranneeti-sheetkalin-satra',
      'mp-vidhansabha-sheetkalin-satra-disambar',
    ],
  ],
  ['latin', 'chunavi kharch', ['chunavi-kharch-nigrani-mobile-app']],
  ['latin', 'mahila arakshan', ['mahila-arakshan-kriyanvayan-charcha']],
  ['latin', 'panchayat chunav ward', ['rajasthan-panchayat-chunav-ward-punargathan']],
  ['latin', 'bhopal metro', ['mp-bhopal-metro-doosra-khand-parikshan']],
  ['latin', 'hanumangarh', ['rajasthan-nahar-rabi-sinchai-rotation']],
  ['latin', 'yamuna safai', ['dilli-yamuna-safai-pariyojana-samiksha']],
  ['latin', 'pyaz tamatar', ['pyaz-tamatar-daam-buffer-stock-bikri']],
  ['latin', 'videshi niveshak share bazar', ['videshi-niveshak-vapsi-share-bazar-raunak']],
  ['latin', 'chhath mahaparv', ['bihar-chhath-mahaparv-patna-ghat-taiyari']],
  ['latin', 'ganna kisan bhugtan', ['up-peraai-satra-ganna-bhugtan-nirdesh']],
  ['latin', 'kosi baadh', ['bihar-kosi-baadh-pakke-makaan-kisht']],
  ['latin', 'khel nursery haryana', ['haryana-300-nayi-khel-nursery']],
  ['latin', 'matdata jagrukta', ['up-matdata-chaupal-jagrukta-abhiyan']],
  ['latin', 'sansad bahas', ['vichar-sansad-mein-bahas-ka-ghatta-samay']],
  // harder: words of the body only, Latin misspellings, one-word queries
  ['devanagari', 'रंबल स्ट्रिप', ['rajmarg-black-spot-sudhar-abhiyan']],
  ['devanagari', 'डेटा लीक 72 घंटे', ['digital-data-sanshodhan-samiti-report']],
  ['latin', 'vvpat', ['up-vidhansabha-chunav-2027-evm-jaanch']],
  ['latin', 'nirdaliya', ['upchunav-nateeje-sthaniya-mudde-haavi']],
  ['latin', 'kushti mukkebazi', ['haryana-300-nayi-khel-nursery']],
  ['latin', 'dilli hawa gambhir', ['dilli-vayu-gunvatta-grap-teesra-charan']],
  ['latin', 'soybin bhavantar', ['mp-soybean-bhavantar-rashi-bhugtan']],
  ['misspelled', 'बफर स्टोक', ['pyaz-tamatar-daam-buffer-stock-bikri']],
  // acronyms and names
  ['acronym', 'GST', ['gst-sangrah-october-9-pratishat-badhat']],
  ['acronym', 'EVM', ['up-vidhansabha-chunav-2027-evm-jaanch']],
  ['acronym', 'DAP', ['rabi-buvai-khad-aapurti-samiksha']],
  ['acronym', 'GRAP delhi', ['dilli-vayu-gunvatta-grap-teesra-charan']],
  ['acronym', 'UP ganna', ['up-peraai-satra-ganna-bhugtan-nirdesh']],
  ['acronym', 'MP soybean', ['mp-soybean-bhavantar-rashi-bhugtan']],
  // written for the evaluation (test/fixtures/searchStories.ts) and more of the seed, in Devanagari and Latin
  ['devanagari', 'खाड़ी देश हेल्पलाइन', ['khadi-desh-pravasi-bahubhashi-helpline']],
  ['devanagari', 'मोटे अनाज', ['vishwa-khadya-manch-mota-anaj']],
  ['devanagari', 'एकीकृत चेकपोस्ट', ['padosi-desh-seema-vyapar-varta']],
  ['devanagari', 'नगर परिषद उपचुनाव', ['haryana-nagar-parishad-adhyaksh-upchunav']],
  ['devanagari', 'मतदाता चौपाल', ['up-matdata-chaupal-jagrukta-abhiyan']],
  ['devanagari', 'सीवेज शोधन संयंत्र', ['dilli-yamuna-safai-pariyojana-samiksha']],
  ['devanagari', 'अयोग्यता याचिका', ['dal-badal-kanoon-sudhar-bahas']],
  ['devanagari', 'परिसीमन', ['mahila-arakshan-kriyanvayan-charcha']],
  ['devanagari', 'भर्ती परीक्षा पारदर्शिता', ['yuva-sangathan-padyatra-bharti-pardarshita']],
  ['devanagari', 'पंचायत वित्तीय अधिकार', ['panchayat-pratinidhi-sammelan-vittiya-adhikar']],
  ['devanagari', 'ऋण गारंटी योजना', ['laghu-udyog-rin-guarantee-yojana-vistar']],
  ['devanagari', 'गाँव की राजनीति', ['patrika-november-ank-gaon-ki-rajneeti']],
  ['devanagari', 'भाजपा कार्यकारिणी', ['bhajpa-karyakarini-baithak-sangathan-chunav']],
  ['devanagari', 'राजद जदयू सीट', ['bihar-rajd-jdu-seat-bantwara-charcha']],
  ['devanagari', 'मोहल्ला क्लिनिक', ['dilli-aap-mohalla-clinic-vistar']],
  ['devanagari', 'शिक्षक भर्ती रोक', ['rajasthan-highcourt-shikshak-bharti-rok']],
  ['devanagari', 'बिजली दरों में राहत', ['mp-mukhyamantri-bijli-dar-rahat']],
  ['devanagari', 'वंदे भारत', ['rail-bajat-naye-station-vande-bharat']],
  ['misspelled', 'हेल्पलाईन भाषाएं', ['khadi-desh-pravasi-bahubhashi-helpline']],
  ['misspelled', 'सिपाही भरती परिक्षा', ['up-police-bharti-pariksha-sakhti']],
  ['misspelled', 'स्मार्ट क्लास स्कुल', ['bihar-sarkari-school-shikshak-niyukti']],
  ['misspelled', 'इनेलो किसान पंचायत', ['haryana-inelo-jjp-kisan-panchayat']],
  ['latin', 'khadi helpline', ['khadi-desh-pravasi-bahubhashi-helpline']],
  ['latin', 'mota anaj', ['vishwa-khadya-manch-mota-anaj']],
  ['latin', 'seema vyapar', ['padosi-desh-seema-vyapar-varta']],
  ['latin', 'nagar parishad upchunav', ['haryana-nagar-parishad-adhyaksh-upchunav']],
  ['latin', 'peraai satra', ['up-peraai-satra-ganna-bhugtan-nirdesh']],
  ['latin', 'rin guarantee', ['laghu-udyog-rin-guarantee-yojana-vistar']],
  ['latin', 'sansadiya vyavastha', ['vichar-sansad-mein-bahas-ka-ghatta-samay']],
  ['latin', 'padyatra', ['yuva-sangathan-padyatra-bharti-pardarshita']],
  ['latin', 'matdan pratishat', ['upchunav-saat-seat-matdan-pratishat']],
  ['latin', 'bijli dar rahat', ['mp-mukhyamantri-bijli-dar-rahat']],
  ['latin', 'mohalla clinic', ['dilli-aap-mohalla-clinic-vistar']],
  ['latin', 'shikshak bharti', ['rajasthan-highcourt-shikshak-bharti-rok', 'bihar-sarkari-school-shikshak-niyukti']],
  ['latin', 'bhajpa karyakarini', ['bhajpa-karyakarini-baithak-sangathan-chunav']],
  ['latin', 'samajwadi party', ['up-sapa-basapa-nikay-chunav-taiyari']],
  ['latin', 'aam aadmi party', ['dilli-aap-mohalla-clinic-vistar']],
  ['latin', 'yuva nyay yatra', ['congress-yuva-berozgari-nyay-yatra']],
  ['latin', 'vidhan parishad', ['bihar-rajd-jdu-seat-bantwara-charcha']],
  ['latin', 'fasal bima', ['haryana-inelo-jjp-kisan-panchayat']],
  // English spellings of the loanwords Hindi news writes in Devanagari (स्कूल, पुलिस, बजट)
  ['loanword', 'school', ['bihar-sarkari-school-shikshak-niyukti', 'dilli-vayu-gunvatta-grap-teesra-charan']],
  ['loanword', 'police', ['up-police-bharti-pariksha-sakhti', 'up-lucknow-kanpur-vayu-gunvatta-chhidkav']],
  ['loanword', 'budget', ['rail-bajat-naye-station-vande-bharat', 'mp-vidhansabha-sheetkalin-satra-disambar']],
  ['loanword', 'hospital', ['sansad-samiti-aspatal-dava-kami', 'dilli-aap-mohalla-clinic-vistar']],
  ['loanword', 'highcourt', ['rajasthan-highcourt-shikshak-bharti-rok']],
  ['loanword', 'doctors', ['sansad-samiti-aspatal-dava-kami', 'dilli-aap-mohalla-clinic-vistar']],
  ['loanword', 'helpline', ['khadi-desh-pravasi-bahubhashi-helpline']],
  ['loanword', 'roadmap', ['jalvayu-sammelan-bharat-vitt-roadmap']],
  ['loanword', 'checkpost', ['padosi-desh-seema-vyapar-varta']],
  ['loanword', 'canal rotation', ['rajasthan-nahar-rabi-sinchai-rotation']],
  ['loanword', 'clinic', ['dilli-aap-mohalla-clinic-vistar']],
  ['loanword', 'guarantee scheme', ['laghu-udyog-rin-guarantee-yojana-vistar']],
  ['loanword', 'smart class', ['bihar-sarkari-school-shikshak-niyukti']],
  ['loanword', 'report card', ['bihar-sarkar-ek-varsh-report-card']],
  ['loanword', 'mobile app', ['chunavi-kharch-nigrani-mobile-app']],
  ['loanword', 'electric bus', ['dilli-120-nayi-electric-bus-metro-feeder']],
  ['loanword', 'metro station', ['dilli-120-nayi-electric-bus-metro-feeder', 'mp-bhopal-metro-doosra-khand-parikshan']],
  ['loanword', 'buffer stock', ['pyaz-tamatar-daam-buffer-stock-bikri']],
  ['loanword', 'banking shares', ['videshi-niveshak-vapsi-share-bazar-raunak']],
  ['loanword', 'paper leak', ['up-police-bharti-pariksha-sakhti']],
  ['loanword', 'digital data', ['digital-data-sanshodhan-samiti-report']],
  ['loanword', 'black spot', ['rajmarg-black-spot-sudhar-abhiyan']],
  ['loanword', 'student visa', ['chhatra-visa-niyam-badlav-salah']],
  ['loanword', 'skool', ['bihar-sarkari-school-shikshak-niyukti', 'dilli-vayu-gunvatta-grap-teesra-charan']],
  ['loanword', 'hospitel', ['sansad-samiti-aspatal-dava-kami', 'dilli-aap-mohalla-clinic-vistar']],
  ['loanword', 'ambulance', ['sansad-samiti-aspatal-dava-kami']],
  ['loanword', 'vande bharat trains', ['rail-bajat-naye-station-vande-bharat']],
  // English words for Hindi ones
  ['english', 'parliament', ['vichar-sansad-mein-bahas-ka-ghatta-samay', 'sansad-samiti-aspatal-dava-kami']],
  ['english', 'pollution', ['vichar-pradushan-sajha-zimmedari', 'uttar-bharat-pradushan-uchchstariya-baithak']],
  [
    'english',
    'election commission',
    ['up-vidhansabha-chunav-2027-evm-jaanch', 'rajasthan-panchayat-chunav-ward-punargathan'],
  ],
  ['english', 'chief minister', ['mp-mukhyamantri-bijli-dar-rahat']],
  ['english', 'electricity', ['mp-mukhyamantri-bijli-dar-rahat', 'bihar-sarkar-ek-varsh-report-card']],
  ['english', 'jobs', ['congress-yuva-berozgari-nyay-yatra', 'bihar-sarkar-ek-varsh-report-card']],
  ['english', 'voting', ['haryana-nagar-parishad-adhyaksh-upchunav', 'upchunav-saat-seat-matdan-pratishat']],
  [
    'english',
    'winter session',
    [
      'sheetkalin-satra-sarvadaliya-baithak',
      'vipaksh-sajha-ranneeti-sheetkalin-satra',
      'mp-vidhansabha-sheetkalin-satra-disambar',
    ],
  ],
  ['english', 'all party meeting', ['sheetkalin-satra-sarvadaliya-baithak']],
  ['english', 'women reservation', ['mahila-arakshan-kriyanvayan-charcha']],
  ['english', 'anti defection law', ['dal-badal-kanoon-sudhar-bahas']],
  ['english', 'voter list revision', ['matdata-suchi-vishesh-punarikshan-doosra-charan']],
  ['english', 'bypoll results', ['upchunav-nateeje-sthaniya-mudde-haavi']],
  ['english', 'panchayat election', ['rajasthan-panchayat-chunav-ward-punargathan']],
  ['english', 'election expenditure', ['chunavi-kharch-nigrani-mobile-app']],
  ['english', 'fertiliser supply', ['rabi-buvai-khad-aapurti-samiksha']],
  ['english', 'skill centre', ['gramin-yuva-kaushal-kendra-yojana']],
  ['english', 'air quality', ['dilli-vayu-gunvatta-grap-teesra-charan', 'up-lucknow-kanpur-vayu-gunvatta-chhidkav']],
  ['english', 'sugarcane payment', ['up-peraai-satra-ganna-bhugtan-nirdesh']],
  ['english', 'onion tomato prices', ['pyaz-tamatar-daam-buffer-stock-bikri']],
  ['english', 'foreign investors', ['videshi-niveshak-vapsi-share-bazar-raunak']],
  ['english', 'gst collection', ['gst-sangrah-october-9-pratishat-badhat']],
  ['english', 'climate finance', ['jalvayu-sammelan-bharat-vitt-roadmap']],
  ['english', 'border trade', ['padosi-desh-seema-vyapar-varta']],
  ['english', 'stubble', ['haryana-parali-protsahan-rashi-antim-tithi', 'uttar-bharat-pradushan-uchchstariya-baithak']],
  ['english', 'kosi flood', ['bihar-kosi-baadh-pakke-makaan-kisht']],
  [
    'english',
    'women sarpanch',
    ['patrika-chhah-rajyon-ki-mahila-sarpanch', 'panchayat-pratinidhi-sammelan-vittiya-adhikar'],
  ],
  ['english', 'wrestling boxing', ['haryana-300-nayi-khel-nursery']],
  [
    'english',
    'teacher recruitment',
    ['rajasthan-highcourt-shikshak-bharti-rok', 'bihar-sarkari-school-shikshak-niyukti'],
  ],
  ['english', 'high court', ['rajasthan-highcourt-shikshak-bharti-rok']],
  ['english', 'railway budget', ['rail-bajat-naye-station-vande-bharat']],
  ['english', 'parliamentary committee hospitals', ['sansad-samiti-aspatal-dava-kami']],
  ['english', 'power cut', ['mp-mukhyamantri-bijli-dar-rahat']],
  ['english', 'unemployment', ['congress-yuva-berozgari-nyay-yatra']],
  ['english', 'inflation opposition', ['vipaksh-sajha-ranneeti-sheetkalin-satra']],
  ['english', 'crop insurance', ['haryana-inelo-jjp-kisan-panchayat']],
  ['english', 'chhath festival', ['bihar-chhath-mahaparv-patna-ghat-taiyari']],
  ['english', 'manifesto', ['bhajpa-karyakarini-baithak-sangathan-chunav']],
  ['english', 'government schools teachers', ['bihar-sarkari-school-shikshak-niyukti']],
  // parties and abbreviations
  ['party', 'BJP', ['bhajpa-karyakarini-baithak-sangathan-chunav']],
  ['party', 'Congress', ['congress-yuva-berozgari-nyay-yatra']],
  ['party', 'SP', ['up-sapa-basapa-nikay-chunav-taiyari']],
  ['party', 'BSP', ['up-sapa-basapa-nikay-chunav-taiyari']],
  ['party', 'RJD', ['bihar-rajd-jdu-seat-bantwara-charcha']],
  ['party', 'JDU', ['bihar-rajd-jdu-seat-bantwara-charcha']],
  ['party', 'AAP', ['dilli-aap-mohalla-clinic-vistar']],
  ['party', 'INLD', ['haryana-inelo-jjp-kisan-panchayat']],
  ['party', 'JJP', ['haryana-inelo-jjp-kisan-panchayat']],
  ['party', 'BJP national executive', ['bhajpa-karyakarini-baithak-sangathan-chunav']],
];

async function evaluate(h, kind) {
  const b = await h.openBenchDatabase(kind);
  try {
    await h.seed(b);
    // As the server searches: on PGlite with the search thread, once its copy holds the index.
    await h.buildIndex(b);
    const threaded = await h.withSearchThread(b);
    let top5 = 0;
    let first = 0;
    const byKind = {};
    for (const [group, q, expected] of EVAL) {
      const page = await b.engine.search(h.parseQuery(q), 1);
      const urls = page.data.map((d) => d.url);
      const rank = urls.findIndex((u) => expected.includes(u));
      const inTop5 = rank >= 0 && rank < 5;
      top5 += inTop5 ? 1 : 0;
      first += rank === 0 ? 1 : 0;
      byKind[group] ??= { n: 0, top5: 0, first: 0 };
      byKind[group].n += 1;
      byKind[group].top5 += inTop5 ? 1 : 0;
      byKind[group].first += rank === 0 ? 1 : 0;
      const mark = rank === 0 ? '1st' : inTop5 ? `#${rank + 1}` : 'MISS';
      console.log(
        `${mark.padEnd(4)} ${group.padEnd(10)} ${q}${rank === 0 ? '' : `  → ${urls.slice(0, 3).join(', ')}`}`,
      );
    }
    const pct = (n) => `${((100 * n) / EVAL.length).toFixed(1)} %`;
    console.log(
      `\n${kind}: ${EVAL.length} queries, precision@5 ${pct(top5)} (target ≥ 95 %), first ${pct(first)} (target ≥ 85 %)`,
    );
    if (threaded) console.log(`  (the search thread answered ${b.thread.answered.thread} of the ${EVAL.length})`);
    for (const [group, s] of Object.entries(byKind))
      console.log(`  ${group.padEnd(10)} ${s.n} queries, top 5: ${s.top5}, first: ${s.first}`);
    return { top5: top5 / EVAL.length, first: first / EVAL.length };
  } finally {
    await b.close();
  }
}

if (process.argv[1]?.endsWith('searchEval.mjs')) await main();

async function main() {
  const h = await loadHarness();
  const kinds = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  let ok = true;
  for (const kind of kinds) {
    const { top5, first } = await evaluate(h, kind);
    ok &&= top5 >= 0.95 && first >= 0.85;
  }
  if (process.env.BENCH_STRICT && !ok) process.exitCode = 1;
}
