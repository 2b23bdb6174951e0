import { type Editor, useEditorState } from '@tiptap/react';
import { useState } from 'react';
import { ImagePanel } from './ImagePanel';
import { LinkPanel } from './LinkPanel';
import { FORMAT_BUTTONS } from './toolbarButtons';
import { bar, toolButton } from './toolbarStyles';

interface EditorToolbarProps {
  editor: Editor;
  idPrefix: string;
  /** The editable area the buttons act on. */
  controls: string;
}

/** Real buttons for every format the body may hold; each says whether it is on (`aria-pressed`). */
export function EditorToolbar({ editor, idPrefix, controls }: EditorToolbarProps) {
  const [open, setOpen] = useState<'link' | 'image'>();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      on: FORMAT_BUTTONS.map((button) => button.isOn(e)),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const toggle = (panel: 'link' | 'image') => setOpen(open === panel ? undefined : panel);
  const done = () => setOpen(undefined);
  return (
    <>
      <div role="toolbar" aria-label="पाठ का स्वरूप" aria-controls={controls} css={bar}>
        {FORMAT_BUTTONS.map((button, index) => (
          <button
            key={button.key}
            type="button"
            css={toolButton}
            aria-label={button.label}
            aria-pressed={state.on[index]}
            onClick={() => button.run(editor.chain().focus()).run()}
          >
            <span aria-hidden="true">{button.text}</span>
          </button>
        ))}
        <button
          type="button"
          css={toolButton}
          aria-label="लिंक"
          aria-pressed={state.link}
          aria-expanded={open === 'link'}
          onClick={() => toggle('link')}
        >
          {/* Words, not emoji: a device without an emoji face would show a box. */}
          <span aria-hidden="true">लिंक</span>
        </button>
        <button
          type="button"
          css={toolButton}
          aria-label="चित्र जोड़ें"
          aria-expanded={open === 'image'}
          onClick={() => toggle('image')}
        >
          <span aria-hidden="true">चित्र</span>
        </button>
        <button
          type="button"
          css={toolButton}
          aria-label="पिछला बदलाव वापस लें"
          disabled={!state.undo}
          onClick={() => editor.chain().focus().undo().run()}
        >
          <span aria-hidden="true">↶</span>
        </button>
        <button
          type="button"
          css={toolButton}
          aria-label="बदलाव दोबारा करें"
          disabled={!state.redo}
          onClick={() => editor.chain().focus().redo().run()}
        >
          <span aria-hidden="true">↷</span>
        </button>
      </div>
      {open === 'link' ? <LinkPanel editor={editor} idPrefix={idPrefix} onDone={done} /> : null}
      {open === 'image' ? <ImagePanel editor={editor} idPrefix={idPrefix} onDone={done} /> : null}
    </>
  );
}
