import type { Refusal } from './checkOverrides';

/** The sections by their Hindi names, as the banner names them. */
const SECTION_NAMES: Record<string, string> = {
  news: 'समाचार',
  media: 'मीडिया',
  polls: 'पोल',
  static: 'जानकारी पेज',
  newsroom: 'न्यूज़रूम',
};

/** «समाचार» (news): a section as a tester and a reader both recognise it. */
const sectionLabel = (remote: string): string =>
  Object.hasOwn(SECTION_NAMES, remote) ? `«${SECTION_NAMES[remote]}» (${remote})` : `«${remote}»`;

export const OVERRIDE_TEXTS = {
  region: 'दूसरे बिल्ड का पूर्वावलोकन',
  active: (remote: string) => `${sectionLabel(remote)} हिस्सा दूसरे बिल्ड से चल रहा है।`,
  proposalTitle: 'दूसरा बिल्ड चलाने से पहले पुष्टि करें',
  proposed: (remote: string, origin: string) =>
    `इस लिंक से ${sectionLabel(remote)} हिस्सा ${origin} के बिल्ड से चलाया जाएगा:`,
  proposalWarning:
    'वह कोड इसी साइट के नाम से चलेगा। इसे तभी लागू करें जब आप इसी बिल्ड की जाँच कर रहे हों; अभी उससे कुछ भी लोड नहीं हुआ है।',
  apply: 'यह बिल्ड लागू करें',
  dismiss: 'लागू न करें',
  failed: 'बिल्ड नहीं बदला जा सका। कृपया फिर कोशिश करें।',
  build: 'बिल्ड',
  buildPending: 'पता किया जा रहा है…',
  buildUnknown: 'अज्ञात',
  clear: 'मूल बिल्ड पर लौटें',
  close: 'संदेश बंद करें',
} as const;

const REFUSALS: Record<Refusal['reason'], string> = {
  off: 'इस साइट पर किसी हिस्से को दूसरे बिल्ड से बदलने की अनुमति नहीं है।',
  origin: 'यह पता अनुमत स्रोतों में नहीं है।',
  unknown: 'इस नाम का कोई हिस्सा साइट में नहीं है।',
  staff: 'न्यूज़रूम और स्टाफ़ के पेज हमेशा साइट के अपने बिल्ड से चलते हैं, इन्हें बदला नहीं जा सकता।',
};

/** The visible message for an override that was not used. */
export const refusalText = ({ remote, url, reason }: Refusal): string =>
  `${sectionLabel(remote)} हिस्सा नहीं बदला गया (${url}): ${REFUSALS[reason]}`;
