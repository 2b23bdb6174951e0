/** Server-side texts that the spec does not fix (its own texts live in @janmat/shared/validation). */
export const SERVER_MESSAGES = {
  pollCreated: 'Your Poll has been Created Successfully...!!',
  pollNotFound: 'Poll not found',
  optionNotFound: 'This poll has no such option',
  validationFailed: 'Validation failed',
  notFound: 'Not found',
  badRequest: 'Bad request',
  badUrl: 'The address is not valid',
  tooLarge: 'Request body is too large',
  unsupportedType: 'Unsupported content type',
  tooMany: 'Too many requests, please try again in a minute.',
  internal: 'Something went wrong, please try again.',
  notYourPolls: 'आप केवल अपने पते (IP) से बनाए गए पोल देख सकते हैं।',
} as const;

/** Over the per-address allowance of new polls (POLL_CREATE_MAX_PER_HOUR / _PER_DAY). */
export const POLL_LIMIT_MESSAGES = {
  hour: (max: number) => `एक घंटे में ${max} से ज़्यादा पोल नहीं बनाए जा सकते। कृपया कुछ देर बाद फिर कोशिश करें।`,
  day: (max: number) => `एक दिन में ${max} से ज़्यादा पोल नहीं बनाए जा सकते। कृपया कल फिर कोशिश करें।`,
} as const;

/** The newsroom's answers to staff (src/newsroom/). */
export const NEWSROOM_MESSAGES = {
  signedOut: 'आप साइन आउट हो गए हैं।',
  signedOutEverywhere: 'आप सभी उपकरणों से साइन आउट हो गए हैं।',
  wrongCredentials: 'ई-मेल या पासवर्ड सही नहीं है।',
  signInRequired: 'कृपया पहले साइन इन करें।',
  sessionExpired: 'आपका सत्र समाप्त हो गया है, कृपया फिर से साइन इन करें।',
  notAllowed: 'आपको यह काम करने की अनुमति नहीं है।',
  csrfMissing: 'सुरक्षा टोकन (x-csrf-token) नहीं मिला या सही नहीं है। कृपया पेज दोबारा खोलकर फिर कोशिश करें।',
  foreignOrigin: 'यह अनुरोध किसी दूसरी साइट से आया है, इसलिए स्वीकार नहीं किया गया।',
  locked: (minutes: number) =>
    `बहुत बार गलत पासवर्ड डाला गया, इसलिए यह खाता ${minutes} मिनट के लिए रोका गया है। कृपया बाद में फिर कोशिश करें।`,
  tooManySignins: 'इस पते से बहुत सारे साइन-इन प्रयास हुए हैं। कृपया कुछ देर बाद फिर कोशिश करें।',
  tooManyRequests: 'बहुत सारे अनुरोध आए हैं। कृपया एक मिनट बाद फिर कोशिश करें।',
  validationFailed: 'कुछ जानकारी सही नहीं है।',
  emailRequired: 'ई-मेल ज़रूरी है।',
  emailInvalid: 'ई-मेल सही नहीं है।',
  emailTaken: 'इस ई-मेल से एक खाता पहले से है।',
  nameRequired: 'नाम ज़रूरी है।',
  nameInvalid: 'नाम 2 से 100 अक्षरों का होना चाहिए।',
  roleInvalid: 'भूमिका admin, editor या reporter में से एक होनी चाहिए।',
  passwordRequired: 'पासवर्ड ज़रूरी है।',
  passwordShort: (min: number) => `पासवर्ड कम से कम ${min} अक्षरों का होना चाहिए।`,
  passwordLong: (max: number) => `पासवर्ड ${max} अक्षरों से लंबा नहीं हो सकता।`,
  disabledInvalid: 'disabled हाँ (true) या नहीं (false) होना चाहिए।',
  nothingToChange: 'बदलने के लिए कुछ नहीं भेजा गया।',
  unknownField: 'यह जानकारी स्वीकार नहीं की जाती।',
  staffNotFound: 'यह स्टाफ़ खाता नहीं मिला।',
  lastAdmin: 'कम से कम एक सक्रिय admin होना चाहिए: आखिरी admin की भूमिका बदली या उसे रोका नहीं जा सकता।',
  limitInvalid: 'limit 1 से 200 के बीच की संख्या होनी चाहिए।',
  beforeInvalid: 'before एक पूर्ण संख्या होनी चाहिए।',
} as const;
