/** Web push's Hindi answers: to a reader's browser (refusals) and to the editor (what became of a push). */
export const PUSH_MESSAGES = {
  notASubscription: 'अनुरोध { "endpoint": "…", "keys": { "p256dh": "…", "auth": "…" }, "topics": [ … ] } होना चाहिए।',
  endpointNotAllowed: 'यह पुश पता (endpoint) किसी जाने-माने ब्राउज़र की पुश सेवा का नहीं है, इसलिए स्वीकार नहीं किया गया।',
  badP256dh: 'keys.p256dh सही नहीं है: यह base64url में 65 बाइट की P-256 सार्वजनिक कुंजी होनी चाहिए।',
  badAuth: 'keys.auth सही नहीं है: यह base64url में 16 बाइट होनी चाहिए।',
  noTopics: 'कम से कम एक विषय चुनें (सूचनाएं बंद करने के लिए सदस्यता हटाएं)।',
  unknownTopics: (ids: string[]) => `ये विषय मौजूद नहीं हैं: ${ids.join(', ')}।`,
  tooLarge: 'भेजी गई जानकारी बहुत बड़ी है।',
  subscribed: 'सूचनाएं चालू हो गईं।',
  topicsUpdated: 'आपके विषय बदल दिए गए।',
  notSubscribed: 'यह सदस्यता नहीं मिली।',
  replacedNotFound: 'यह पुरानी सदस्यता नहीं मिली; सूचनाएं फिर से चालू करें।',
  /** To the editor. */
  sending: (n: number) => `पुश ${n.toLocaleString('hi-IN')} सदस्यताओं को भेजा जा रहा है।`,
  noSubscribers: 'पुश नहीं भेजा गया: इन विषयों की कोई सदस्यता नहीं है।',
  heldAll: (labels: string[], minutes: number) =>
    `पुश रोका गया: ${labels.join(', ')} पर पिछले ${minutes} मिनट में एक पुश जा चुका है।`,
  heldSome: (labels: string[], minutes: number) =>
    ` ${labels.join(', ')} के पाठकों को नहीं: इन पर पिछले ${minutes} मिनट में एक पुश जा चुका है।`,
  breakingTitle: 'ब्रेकिंग',
} as const;
