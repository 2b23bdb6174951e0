import type { ChainedCommands, Editor } from '@tiptap/react';

/**
 * One formatting button: what it shows, its Hindi name (starting with the shown letters where they
 * are a word such as H2, so a voice command naming what is seen finds it), when it is on, what it does.
 */
export interface FormatButton {
  key: string;
  text: string;
  label: string;
  isOn: (editor: Editor) => boolean;
  run: (chain: ChainedCommands) => ChainedCommands;
}

export const FORMAT_BUTTONS: readonly FormatButton[] = [
  { key: 'bold', text: 'B', label: 'मोटे अक्षर', isOn: (e) => e.isActive('bold'), run: (c) => c.toggleBold() },
  { key: 'italic', text: 'I', label: 'तिरछे अक्षर', isOn: (e) => e.isActive('italic'), run: (c) => c.toggleItalic() },
  {
    key: 'h2',
    text: 'H2',
    label: 'H2 उपशीर्षक',
    isOn: (e) => e.isActive('heading', { level: 2 }),
    run: (c) => c.toggleHeading({ level: 2 }),
  },
  {
    key: 'h3',
    text: 'H3',
    label: 'H3 छोटा उपशीर्षक',
    isOn: (e) => e.isActive('heading', { level: 3 }),
    run: (c) => c.toggleHeading({ level: 3 }),
  },
  {
    key: 'bullets',
    text: '•',
    label: 'बिंदुओं वाली सूची',
    isOn: (e) => e.isActive('bulletList'),
    run: (c) => c.toggleBulletList(),
  },
  {
    key: 'numbers',
    text: '1.',
    label: '1. क्रमांक वाली सूची',
    isOn: (e) => e.isActive('orderedList'),
    run: (c) => c.toggleOrderedList(),
  },
  {
    key: 'quote',
    text: '❝',
    label: 'उद्धरण',
    isOn: (e) => e.isActive('blockquote'),
    run: (c) => c.toggleBlockquote(),
  },
];
