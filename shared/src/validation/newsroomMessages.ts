/**
 * The newsroom's field rules in Hindi: one text per rule, the same under a form's field and in the
 * server's 400 answer (`errors: { field: text }`).
 */
export const NEWSROOM_FIELD_MESSAGES = {
  fieldRequired: 'यह जानकारी ज़रूरी है।',
  unknownField: 'यह जानकारी स्वीकार नहीं की जाती।',
  textInvalid: 'यह मान टेक्स्ट होना चाहिए।',
  wholeNumber: 'यह पूर्ण संख्या होनी चाहिए।',
  booleanInvalid: 'यह हाँ (true) या नहीं (false) होना चाहिए।',
  objectInvalid: 'यह JSON ऑब्जेक्ट होना चाहिए।',
  listInvalid: 'यह एक सूची होनी चाहिए।',
  valueInvalid: 'यह मान सही नहीं है।',
  notAllowedCharacters: 'इसमें ऐसे अक्षर हैं जो स्वीकार नहीं किए जाते।',
  atLeast: (min: number) => `यह ${min} या उससे बड़ी संख्या होनी चाहिए।`,
  atMost: (max: number) => `यह ${max} या उससे छोटी संख्या होनी चाहिए।`,
  longerThan: (min: number) => `यह कम से कम ${min} अक्षरों का होना चाहिए।`,
  shorterThan: (max: number) => `यह ${max} अक्षरों से लंबा नहीं हो सकता।`,
} as const;
