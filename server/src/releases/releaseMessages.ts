import { REMOTE_NAMES } from '@janmat/shared/server';

/**
 * The release API's answers (Hindi, as every answer of the site; the technical names an operator
 * searches for — files, fields, modules, URLs — stay as they are written).
 */
export const RELEASE_MESSAGES = {
  credentialsRequired: 'रिलीज़ API के लिए Authorization: Bearer <RELEASE_TOKEN> भेजें, या न्यूज़रूम में admin के रूप में साइन इन करें।',
  wrongToken: 'Authorization में भेजा गया टोकन सही नहीं है (RELEASE_TOKEN देखें)।',
  tokenOff: 'इस सर्वर पर RELEASE_TOKEN सेट नहीं है: रिलीज़ केवल न्यूज़रूम के admin कर सकते हैं।',
  adminsOnly: 'रिलीज़ केवल admin कर सकते हैं।',
  unknownSection: (name: string) => `"${name}" नाम का कोई सेक्शन नहीं है। सेक्शन: ${REMOTE_NAMES.join(', ')}।`,
  invalidInput: (details: string) => `भेजी गई जानकारी सही नहीं है: ${details}`,
  notAnObject: 'भेजी गई जानकारी एक JSON ऑब्जेक्ट होनी चाहिए, जैसे {"manifest": "https://…/mf-manifest.json"}।',
  busy: (section: string) => `${section} के एक build की जाँच (pre-flight) अभी चल रही है। उसके पूरा होने के बाद फिर कोशिश करें।`,
  noCanary: (section: string) => `${section} का कोई canary नहीं है, इसलिए promote करने को कुछ नहीं है।`,
  nothingToRollBack: (section: string) =>
    `${section} का न कोई canary है, न इससे पहले का कोई live build: rollback करने को कुछ नहीं है।`,
} as const;

/** Why pre-flight refused a build, by step (preflight.ts). */
export const PREFLIGHT_MESSAGES = {
  badUrl: (url: string) =>
    `manifest का पता "${url}" सही नहीं है: http(s):// वाला पूरा पता दें, या इसी सर्वर का /remotes/<name>/…/mf-manifest.json।`,
  httpsOnly: (url: string) =>
    `NODE_ENV=production में manifest और server entry https:// से ही लिए जाते हैं (सर्वर इस कोड को चलाता है): ${url}`,
  notServedHere: (path: string) =>
    `${path} इस सर्वर की किसी फ़ाइल का पता नहीं है: इस सर्वर के builds /remotes/<name>/ के नीचे होते हैं; कहीं और रखा build पूरे https:// पते से दें।`,
  originNotAllowed: (step: string, url: string, origins: readonly string[]) =>
    `pre-flight (${step}): ${url} ऐसे origin पर है जहाँ से यह सर्वर builds नहीं लेता; इसलिए उससे कुछ माँगा नहीं गया। ` +
    `अनुमति वाले origins (RELEASE_MANIFEST_ORIGINS): ${origins.join(', ') || 'कोई नहीं'}; या इसी सर्वर का /remotes/<name>/… पता दें।`,
  fetchFailed: (step: string, url: string) =>
    `pre-flight (${step}): ${url} से फ़ाइल नहीं मिली: पता नहीं खुला, समय पर उत्तर नहीं आया, उत्तर सफल (2xx) नहीं था, ` +
    'या कोई redirect ऐसे पते पर ले गया जहाँ से builds नहीं लिए जाते (कारण सर्वर के log में है)।',
  unreadable: (url: string, why: string) => `manifest ${url} नहीं मिला: ${why}`,
  tooLarge: (url: string, kb: number) => `manifest ${url} ${kb} KB से बड़ा है; यह mf-manifest.json नहीं लगता।`,
  notJson: (url: string) => `${url} JSON नहीं है।`,
  notMf2: (url: string, missing: string) =>
    `${url} Module Federation 2.0 का mf-manifest.json नहीं है (${missing} नहीं मिला)।`,
  wrongName: (section: string, name: string, globalName: string) =>
    `यह build "${section}" सेक्शन का नहीं है: manifest में name "${name}" और metaData.globalName "${globalName}" है; चाहिए "${section}" और "janmat_${section}"।`,
  missingExposes: (modules: string[]) =>
    `build ये modules expose नहीं करता जो contract (ExposedModules) माँगता है: ${modules.join(', ')}।`,
  noSharedEntry: 'build @janmat/shared को shared module के रूप में नहीं लेता (manifest के shared में नहीं है)।',
  noSharedRange: (range: string) => `build की @janmat/shared requiredVersion "${range}" कोई semver range नहीं है।`,
  sharedMismatch: (range: string, version: string) =>
    `build को @janmat/shared ${range} चाहिए, पर shell का @janmat/shared ${version} है।`,
  sharedAhead: (built: string, version: string) =>
    `build @janmat/shared ${built} के साथ बना है, जो shell के @janmat/shared ${version} से नया है: पहले shell को ${built} के साथ release करें।`,
  noServerEntry: 'manifest में server entry (metaData.ssrRemoteEntry) नहीं है: सर्वर इस build से पेज नहीं बना सकता।',
  serverEntryMissing: (url: string, why: string) => `server entry ${url} नहीं मिली: ${why}`,
  renderFailed: (route: string, url: string, why: string) => `${route} पेज (${url}) इस build से नहीं बना: ${why}`,
  renderTooSlow: (route: string, url: string, seconds: number) =>
    `इस build से पेज बनाने की जाँच ${seconds} सेकंड में पूरी नहीं हुई और रोक दी गई (${route} पेज, ${url}, पर अटकी): build बहुत धीमा है या रुक जाता है।`,
} as const;
