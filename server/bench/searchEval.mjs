/**
 * Search quality over the seed content: each query with the article(s) it must find. Prints, per
 * query, where the expected article came, then precision@5 (share of queries with an expected
 * article in the top 5) and the share with one first. Targets: ≥ 95 % and ≥ 80 %.
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
];

async function evaluate(h, kind) {
  const b = await h.openBenchDatabase(kind);
  try {
    await h.seed(b);
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
      `\n${kind}: ${EVAL.length} queries, precision@5 ${pct(top5)} (target ≥ 95 %), first ${pct(first)} (target ≥ 80 %)`,
    );
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
    ok &&= top5 >= 0.95 && first >= 0.8;
  }
  if (process.env.BENCH_STRICT && !ok) process.exitCode = 1;
}
