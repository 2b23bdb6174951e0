import type { SeedSitePoll } from '../types';

type Options = [string, string] | [string, string, string, string];

/** A site poll; absent options are null and count 0. */
function poll(
  poll_id: number,
  name: string,
  options: Options,
  results: number[],
  news_url: string | null,
  at_home: boolean,
): SeedSitePoll {
  const [op1, op2, op3 = null, op4 = null] = options;
  const [res1 = 0, res2 = 0, res3 = 0, res4 = 0] = results;
  return { poll_id, name, op1, op2, op3, op4, res1, res2, res3, res4, news_url, at_home };
}

/** The site's own polls (poll_id 1–9); three belong to articles, three are general. */
export const sitePolls: SeedSitePoll[] = [
  poll(
    1,
    'क्या संसद के शीतकालीन सत्र में महंगाई पर अलग से चर्चा होनी चाहिए?',
    ['हाँ', 'नहीं'],
    [1240, 310],
    'sheetkalin-satra-sarvadaliya-baithak',
    true,
  ),
  poll(
    2,
    'दिल्ली-एनसीआर में प्रदूषण से निपटने का सबसे कारगर उपाय क्या है?',
    ['पराली का प्रबंधन', 'सार्वजनिक परिवहन का विस्तार', 'निर्माण की धूल पर सख़्ती', 'वाहनों पर पाबंदी'],
    [420, 615, 230, 185],
    'dilli-vayu-gunvatta-grap-teesra-charan',
    false,
  ),
  poll(
    3,
    'उपचुनाव में वोट देते समय आपके लिए सबसे अहम क्या होता है?',
    ['स्थानीय विकास', 'उम्मीदवार की छवि', 'दल की नीतियाँ', 'राष्ट्रीय मुद्दे'],
    [530, 290, 180, 95],
    'upchunav-nateeje-sthaniya-mudde-haavi',
    true,
  ),
  poll(4, 'क्या सभी भर्ती परीक्षाओं के लिए एक तय राष्ट्रीय कैलेंडर होना चाहिए?', ['हाँ', 'नहीं'], [980, 120], null, true),
  poll(
    5,
    'क्या आप अपने क्षेत्र के जनप्रतिनिधि के कामकाज से संतुष्ट हैं?',
    ['पूरी तरह संतुष्ट', 'कुछ हद तक', 'संतुष्ट नहीं', 'कह नहीं सकते'],
    [210, 460, 380, 75],
    null,
    false,
  ),
  poll(6, 'क्या देश में मतदान को अनिवार्य बना देना चाहिए?', ['हाँ', 'नहीं'], [640, 590], null, false),
];
