import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';

/** A link's address as the body keeps it: http or https only (no `javascript:`, `mailto:`, relative). */
export const isWebAddress = (address: string) => /^https?:\/\/[^\s"'<>\\]+$/i.test(address) && URL.canParse(address);

/** An image's address: an https one, or one of the site's uploads (what the server lets through). */
export const isImageAddress = (address: string) =>
  /^\/uploads\/[^\s"'<>\\]+$/.test(address) || (/^https:\/\//i.test(address) && isWebAddress(address));

/**
 * What the body may hold: what the reader's article page shows — paragraphs, h2/h3, lists, links,
 * bold, italic, quotes and images. Code, strike-through, underline and rules are left out.
 */
export const BODY_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (address) => isWebAddress(address),
      shouldAutoLink: (address) => isWebAddress(address),
      HTMLAttributes: { target: null, rel: null },
    },
  }),
  Image.configure({ allowBase64: false, HTMLAttributes: { loading: 'lazy' } }),
];
