import { theme } from '@janmat/shared';
import type { KeptStory } from '@janmat/shared/reader';
import { appearanceCss } from '@janmat/shared/theme-css';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML, in an element or an attribute. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

const { colors, space } = theme;

/** The family the page gives the site's face it found among the saved copies. */
const OFFLINE_FACE = 'Janmat Offline';

/** The site's palettes (light, or dark as the device says) and its styles for this page. */
const STYLE = [
  appearanceCss(),
  `body{margin:0;font-family:"${OFFLINE_FACE}",${theme.font};line-height:1.7;color:${colors.text};background:${colors.background}}`,
  `header{background:${colors.brand};padding:${space.sm} ${space.md}}`,
  `header a{color:${colors.onBrand};font-size:1.75rem;font-weight:700;text-decoration:none}`,
  `main{max-width:720px;margin:0 auto;padding:${space.md}}`,
  `h1{font-size:1.6rem;margin:${space.md} 0 ${space.sm}}`,
  `h2{font-size:1.2rem;margin-top:${space.lg};border-bottom:3px solid ${colors.brand};display:inline-block}`,
  `ul{padding-left:1.2em}li{margin:${space.sm} 0}a{color:${colors.link}}`,
  `p.muted{color:${colors.textMuted}}`,
  `p.notice{font-weight:700;border-left:4px solid ${colors.brand};padding-left:${space.sm}}`,
].join('');

function listOf(stories: readonly KeptStory[]): string {
  if (stories.length === 0) {
    return '<p class="muted">अभी कोई ख़बर सहेजी नहीं गई है। किसी भी ख़बर पर «सहेजें» दबाएँ: वह बिना इंटरनेट के भी यहाँ से खुलेगी।</p>';
  }
  const items = stories.map((story) => `<li><a href="${escapeHtml(story.path)}">${escapeHtml(story.title)}</a></li>`);
  return `<ul>${items.join('')}</ul>`;
}

/**
 * The page a reader gets for a page the worker has no copy of while the network is gone: in Hindi,
 * in the site's look (its red header with «जनमत», its palettes, its face when a copy kept it: `fontUrl`),
 * listing the saved stories (each opens its copy). `notice`: what did not happen (a form not sent), said first.
 */
export function offlinePage(
  stories: readonly KeptStory[],
  hasHome: boolean,
  fontUrl?: string,
  notice?: string,
): string {
  const home = hasHome ? '<p><a href="/">मुखपृष्ठ, जैसा आपने पिछली बार देखा था</a></p>' : '';
  // The site's own face, kept with the saved stories, first: a phone with no Devanagari face reads it too.
  const face = fontUrl ? `@font-face{font-family:"${OFFLINE_FACE}";src:url("${encodeURI(fontUrl)}")}` : '';
  return [
    '<!doctype html><html lang="hi"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>आप ऑफ़लाइन हैं | जनमत</title><style>${face}${STYLE}</style></head><body>`,
    '<header><a href="/">जनमत</a></header><main>',
    '<h1>आप ऑफ़लाइन हैं</h1>',
    notice ? `<p class="notice">${escapeHtml(notice)}</p>` : '',
    '<p>इंटरनेट कनेक्शन नहीं है, इसलिए यह पेज अभी नहीं खुल सकता। कनेक्शन लौटने पर फिर से कोशिश करें।</p>',
    home,
    `<h2>सहेजी गई ख़बरें</h2>${listOf(stories)}`,
    '</main></body></html>',
  ].join('');
}
