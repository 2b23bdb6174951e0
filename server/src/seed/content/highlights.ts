import type { BreakingNewsItem, PopularNewsItem } from '@janmat/shared/contracts';
import { articleByUrl } from './news';

/** A link item to an article; `name` defaults to the article's headline. */
function pointTo(url: string, name?: string): BreakingNewsItem {
  const target = articleByUrl(url);
  return { name: name ?? target.name, type: target.type, url: target.url };
}

/** Ticker lines: short, each pointing at an article. */
export const breaking: BreakingNewsItem[] = [
  pointTo('sheetkalin-satra-sarvadaliya-baithak', 'शीतकालीन सत्र: सर्वदलीय बैठक में सरकार ने 16 विधेयकों की सूची रखी'),
  pointTo('haryana-nagar-parishad-adhyaksh-upchunav', 'हरियाणा की तीन नगर परिषदों में 14 दिसंबर को उपचुनाव'),
  pointTo('videshi-niveshak-vapsi-share-bazar-raunak', 'विदेशी निवेशकों की ख़रीदारी से सेंसेक्स-निफ्टी लगातार चौथे दिन चढ़े'),
  pointTo('jalvayu-sammelan-bharat-vitt-roadmap', 'जलवायु सम्मेलन: भारत ने जलवायु वित्त पर समयबद्ध रोडमैप माँगा'),
  pointTo('rajasthan-panchayat-chunav-ward-punargathan', 'राजस्थान: पंचायत चुनाव के लिए वार्ड पुनर्गठन का प्रारूप जारी'),
  pointTo('bihar-sarkar-ek-varsh-report-card', 'बिहार सरकार का एक साल पूरा, रिपोर्ट कार्ड जारी'),
  pointTo('upchunav-nateeje-sthaniya-mudde-haavi', 'उपचुनाव नतीजे: दोनों खेमों को तीन-तीन सीटें, एक पर निर्दलीय'),
  pointTo('dilli-vayu-gunvatta-grap-teesra-charan', 'दिल्ली में ग्रैप का तीसरा चरण लागू, निर्माण कार्यों पर रोक'),
];

/** Most-read list: mostly full headlines (longer than the 65 characters the sidebar shows), two short titles. */
export const popular: PopularNewsItem[] = [
  'vipaksh-sajha-ranneeti-sheetkalin-satra',
  'dilli-vayu-gunvatta-grap-teesra-charan',
  'bihar-sarkar-ek-varsh-report-card',
  'up-vidhansabha-chunav-2027-evm-jaanch',
  'gramin-yuva-kaushal-kendra-yojana',
  'mp-soybean-bhavantar-rashi-bhugtan',
  'up-peraai-satra-ganna-bhugtan-nirdesh',
  'khadi-desh-pravasi-bahubhashi-helpline',
  'laghu-udyog-rin-guarantee-yojana-vistar',
  'vichar-pradushan-sajha-zimmedari',
]
  .map((url) => pointTo(url))
  .concat([
    pointTo('matdata-suchi-vishesh-punarikshan-doosra-charan', 'मतदाता सूची पुनरीक्षण: 15 दिसंबर तक दर्ज कराएँ दावे'),
    pointTo('vichar-sansad-mein-bahas-ka-ghatta-samay', 'विचार: संसद में बहस का घटता समय'),
  ]);
