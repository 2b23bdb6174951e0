import webpush from 'web-push';
import { checkVapid, decryptPush, receiverKeys } from './webPushCrypto';

const b64 = (text: string) => Buffer.from(text, 'base64url');

/** RFC 8291, section 5: the example's keys, secret and encrypted message. */
const RFC8291 = {
  plaintext: 'When I grow up, I want to be a watermelon',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  authSecret: 'BTBZMqHH6r4Tts7J_aSIgg',
  body: 'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

describe('web push encryption (RFC 8291) and VAPID (RFC 8292)', () => {
  test('the test push service decrypts the RFC’s example message to its text', () => {
    const receiver = receiverKeys(b64(RFC8291.uaPrivate), b64(RFC8291.authSecret));
    expect(receiver.publicKey.toString('base64url')).toBe(RFC8291.uaPublic);
    expect(decryptPush(b64(RFC8291.body), receiver).toString()).toBe(RFC8291.plaintext);
  });

  test('what the server encrypts for the RFC’s receiver decrypts to its Hindi payload; a changed byte does not', () => {
    const receiver = receiverKeys(b64(RFC8291.uaPrivate), b64(RFC8291.authSecret));
    const payload = JSON.stringify({
      title: 'ब्रेकिंग',
      body: 'संसद का सत्र आज से',
      url: 'https://janmat.in/news/national/x',
    });
    const { cipherText } = webpush.encrypt(RFC8291.uaPublic, RFC8291.authSecret, payload, 'aes128gcm');
    expect(decryptPush(cipherText, receiver).toString()).toBe(payload);
    const tampered = Buffer.from(new Uint8Array(cipherText));
    tampered[tampered.length - 20]! ^= 1;
    expect(() => decryptPush(tampered, receiver)).toThrow();
  });

  test('a VAPID header is checked: its signature, audience and lifetime', () => {
    const keys = webpush.generateVAPIDKeys();
    const now = Math.floor(Date.now() / 1000);
    const header = (aud: string, exp = now + 3600) =>
      webpush.getVapidHeaders(aud, 'mailto:push@janmat.in', keys.publicKey, keys.privateKey, 'aes128gcm', exp)
        .Authorization;
    expect(checkVapid(header('https://push.example'), 'https://push.example', now)).toBe(keys.publicKey);
    expect(() => checkVapid(header('https://other.example'), 'https://push.example', now)).toThrow(/aud/);
    expect(() => checkVapid(header('https://push.example', now + 3600), 'https://push.example', now + 7200)).toThrow(
      /exp/,
    );
    const other = webpush.generateVAPIDKeys();
    const forged = header('https://push.example').replace(keys.publicKey, other.publicKey);
    expect(() => checkVapid(forged, 'https://push.example', now)).toThrow(/signature/);
  });
});
