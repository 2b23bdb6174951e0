import { theme } from '@janmat/shared';
import { articleBodyStyle } from '@janmat/shared/article-body';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import { useField } from 'formik';
import { useRef } from 'react';
import { FieldMessage } from '../FieldMessage';
import { fieldBox, fieldLabel, hint } from '../fieldStyles';
import { BODY_EXTENSIONS } from './bodyExtensions';
import { EditorToolbar } from './EditorToolbar';

const area = {
  '.ProseMirror': {
    ...articleBodyStyle,
    minHeight: '320px',
    padding: theme.space.md,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.background,
  },
  '.ProseMirror-selectednode': { outline: `3px solid ${theme.colors.focus}` },
} as const;

/** The body's HTML: nothing when empty, without the empty paragraph kept for typing after the end. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, ''));

/**
 * The body: a rich-text editor limited to what the article page shows; its HTML is the `body` field.
 * `label`: what the field is called (an article's text by default; a live update's text too).
 */
export function BodyEditor({ idPrefix, label = 'लेख का पाठ' }: { idPrefix: string; label?: string }) {
  const [field, meta, helpers] = useField<string>('body');
  const id = `${idPrefix}body`;
  const message = meta.touched ? meta.error : undefined;
  const setValue = useRef(helpers.setValue);
  setValue.current = helpers.setValue;
  const editor = useEditor({
    extensions: BODY_EXTENSIONS,
    content: field.value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        'aria-describedby': `${id}-hint ${id}-error`,
      },
    },
    onUpdate: ({ editor: e }) => void setValue.current(htmlOf(e)),
  });
  return (
    <div css={fieldBox}>
      <p id={`${id}-label`} css={[fieldLabel, { margin: 0 }]}>
        {label}
      </p>
      <p id={`${id}-hint`} css={hint}>
        उपशीर्षक, सूची, लिंक, उद्धरण और चित्र ऊपर के बटनों से; Ctrl+B मोटे, Ctrl+I तिरछे अक्षर।
      </p>
      <div css={area}>
        <EditorToolbar editor={editor} idPrefix={idPrefix} controls={id} />
        <EditorContent editor={editor} />
      </div>
      <FieldMessage id={`${id}-error`} message={message} />
    </div>
  );
}
