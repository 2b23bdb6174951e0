import { NEWSROOM_FIELD_MESSAGES, VOTE_TEXTS } from '@janmat/shared/validation';

/**
 * Server-side texts that the spec does not fix (its own texts live in @janmat/shared/validation): every
 * error answer's message is Hindi.
 */
export const SERVER_MESSAGES = {
  pollCreated: 'Your Poll has been Created Successfully...!!',
  pollNotFound: 'यह पोल नहीं मिला।',
  optionNotFound: 'इस पोल में यह विकल्प नहीं है।',
  validationFailed: 'भेजी गई जानकारी सही नहीं है।',
  notFound: 'यह पेज या जानकारी नहीं मिली।',
  badRequest: 'यह अनुरोध सही नहीं है।',
  badUrl: 'यह पता सही नहीं है।',
  unreadableAddress:
    'आपका पता पढ़ा नहीं जा सका: आपके और साइट के बीच की प्रॉक्सी ने जो पता (X-Forwarded-For) भेजा, वह सही IP पता नहीं है।',
  badEncoding: 'भेजे गए टेक्स्ट में ऐसे अक्षर हैं जो पढ़े नहीं जा सकते (यह सही UTF-8 नहीं है)।',
  notANumber: 'पते में संख्या की जगह केवल अंक (0–9) होने चाहिए।',
  tooLarge: 'भेजी गई जानकारी बहुत बड़ी है।',
  unsupportedType: 'इस प्रकार की जानकारी स्वीकार नहीं की जाती।',
  tooMany: 'बहुत सारे अनुरोध आए हैं। कृपया एक मिनट बाद फिर कोशिश करें।',
  internal: 'कुछ गड़बड़ हो गई, कृपया फिर कोशिश करें।',
  fieldInvalid: 'यह मान सही नहीं है।',
  fieldCharacters: 'इसमें ऐसे अक्षर हैं जो स्वीकार नहीं किए जाते।',
  notYourPolls: 'आप केवल अपने पते (IP) से बनाए गए पोल देख सकते हैं।',
  pollClosed: VOTE_TEXTS.pollClosed,
  /** A reader's form (a vote, a contact message, a new poll) posted from another site's page. */
  foreignForm: 'यह फ़ॉर्म साइट के अपने पेज से नहीं भेजा गया, इसलिए स्वीकार नहीं किया गया।',
} as const;

/** Over the per-address allowance of new polls (POLL_CREATE_MAX_PER_HOUR / _PER_DAY). */
export const POLL_LIMIT_MESSAGES = {
  hour: (max: number) => `एक घंटे में ${max} से ज़्यादा पोल नहीं बनाए जा सकते। कृपया कुछ देर बाद फिर कोशिश करें।`,
  day: (max: number) => `एक दिन में ${max} से ज़्यादा पोल नहीं बनाए जा सकते। कृपया कल फिर कोशिश करें।`,
} as const;

/** The newsroom's answers to staff (src/newsroom/). */
export const NEWSROOM_MESSAGES = {
  // The field rules, one text each, shared with the newsroom's forms.
  ...NEWSROOM_FIELD_MESSAGES,
  signedOut: 'आप साइन आउट हो गए हैं।',
  signedOutEverywhere: 'आप सभी उपकरणों से साइन आउट हो गए हैं।',
  wrongCredentials: 'ई-मेल या पासवर्ड सही नहीं है।',
  signInRequired: 'कृपया पहले साइन इन करें।',
  sessionExpired: 'आपका सत्र समाप्त हो गया है, कृपया फिर से साइन इन करें।',
  notAllowed: 'आपको यह काम करने की अनुमति नहीं है।',
  csrfMissing: 'सुरक्षा टोकन (x-csrf-token) नहीं मिला या सही नहीं है। कृपया पेज दोबारा खोलकर फिर कोशिश करें।',
  foreignOrigin: 'यह अनुरोध किसी दूसरी साइट से आया है, इसलिए स्वीकार नहीं किया गया।',
  foreignOriginUse: (siteOrigin: string) =>
    `यह अनुरोध किसी दूसरी साइट से आया है, इसलिए स्वीकार नहीं किया गया। न्यूज़रूम ${siteOrigin}/newsroom पर खोलें।`,
  locked: (minutes: number) => `इस पते से बहुत बार गलत ई-मेल या पासवर्ड डाला गया है। कृपया ${minutes} मिनट बाद फिर कोशिश करें।`,
  tooManySignins: 'इस पते से बहुत सारे साइन-इन प्रयास हुए हैं। कृपया कुछ देर बाद फिर कोशिश करें।',
  tooManyRequests: SERVER_MESSAGES.tooMany,
  validationFailed: SERVER_MESSAGES.validationFailed,
  emailTaken: 'इस ई-मेल से एक खाता पहले से है।',
  staffNotFound: 'यह स्टाफ़ खाता नहीं मिला।',
  lastAdmin: 'कम से कम एक सक्रिय admin होना चाहिए: आखिरी admin की भूमिका बदली या उसे रोका नहीं जा सकता।',
  categoryUnknown: 'यह श्रेणी मौजूद नहीं है।',
  stateUnknown: 'यह राज्य मौजूद नहीं है।',
  subtypeUnknown: 'यह ट्रेंडिंग उप-श्रेणी मौजूद नहीं है।',
  slugTaken: 'यह स्लग किसी दूसरे लेख का है (या था)। कोई दूसरा स्लग चुनें।',
  articleNotFound: 'यह लेख नहीं मिला।',
  versionRequired: 'बदलाव के साथ वह संस्करण भेजना ज़रूरी है जो आपने देखा था (If-Match)। पन्ना दोबारा खोलकर फिर से कोशिश करें।',
  versionStale: 'आपके खोलने के बाद किसी और ने यह बदल दिया है। नया रूप देखें, फिर उसे लें या अपना लिखा उसके ऊपर सहेजें।',
  notYourArticle: 'रिपोर्टर केवल अपने लेख देख और बदल सकते हैं।',
  reporterDraftsOnly: 'रिपोर्टर केवल अपने ड्राफ़्ट या भेजे गए लेख बदल सकते हैं। प्रकाशित लेख संपादक बदलते हैं।',
  notADraft: 'केवल ड्राफ़्ट ही संपादक को भेजा जा सकता है।',
  notPublished: 'यह लेख प्रकाशित या निर्धारित नहीं है, इसलिए हटाया नहीं जा सकता।',
  incomplete: 'प्रकाशित करने से पहले ये जानकारी पूरी करें।',
  photoRequired: 'प्रकाशित करने के लिए फ़ोटो ज़रूरी है।',
  bodyRequired: 'प्रकाशित करने के लिए लेख का मुख्य भाग ज़रूरी है।',
  articleSlugUnknown: 'इस स्लग का कोई लेख नहीं है।',
  breakingNotFound: 'यह ब्रेकिंग ख़बर नहीं मिली।',
  breakingDeleted: 'ब्रेकिंग ख़बर हटा दी गई।',
  pushArticleHidden: 'पुश नहीं भेजा गया: जुड़ा लेख अभी पाठकों को नहीं दिखता।',
  pushNotScheduled: 'पुश नहीं भेजा गया: पुश उसी समय जाता है जब लेख पाठकों के लिए प्रकाशित होता है, निर्धारित समय पर नहीं।',
  pollNotFound: SERVER_MESSAGES.pollNotFound,
  pollHasVotes: 'इस पोल में वोट आ चुके हैं, इसलिए इसका प्रश्न और विकल्प अब नहीं बदले जा सकते।',
  pollAlreadyClosed: 'यह पोल पहले से बंद है।',
  pollNotClosed: 'यह पोल बंद नहीं है।',
  pollAlreadyHidden: 'यह पोल पहले से छिपा हुआ है।',
  pollNotHidden: 'यह पोल छिपा हुआ नहीं है।',
  pollDeleted: 'पोल और उसके सारे वोट हटा दिए गए।',
  authorNotFound: 'यह लेखक नहीं मिला।',
  contactNotFound: 'यह संदेश नहीं मिला।',
  aliasTaken: (term: string, expansion: string) =>
    `खोज के शब्द «${term}» का अर्थ पहले से «${expansion}» है। उसे बदलना हो तो पहले पुराना हटाएँ।`,
  aliasNotFound: 'खोज का यह शब्द नहीं मिला।',
  aliasDeleted: 'खोज का शब्द हटा दिया गया।',
  glossaryNotFound: 'शब्दकोश में यह शब्द नहीं है।',
  glossaryDeleted: 'शब्दकोश से शब्द हटा दिया गया।',
  photoTooLarge: (megabytes: number) => `फ़ोटो ${megabytes} MB से बड़ी नहीं हो सकती।`,
  photoType: 'केवल JPEG, PNG या WebP फ़ोटो भेजी जा सकती है।',
  photoEmpty: 'फ़ोटो नहीं मिली: अनुरोध में फ़ाइल भेजें।',
  photoUnreadable: 'यह फ़ोटो पढ़ी नहीं जा सकी। फ़ाइल अधूरी या ख़राब हो सकती है।',
  photoTooManyPixels: (megapixels: number) => `फ़ोटो बहुत बड़ी है: ${megapixels} मेगापिक्सेल से ज़्यादा की फ़ोटो स्वीकार नहीं होती।`,
  photoBusy: 'अभी बहुत सारी फ़ोटो तैयार हो रही हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
} as const;
