import { visuallyHidden } from '@janmat/shared';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { FieldMessage } from '../FieldMessage';
import { plainButton } from '../styles';
import { isWebAddress } from './bodyExtensions';
import { PanelText } from './PanelText';
import { panel } from './toolbarStyles';

interface LinkPanelProps {
  editor: Editor;
  idPrefix: string;
  onDone: () => void;
}

/** Puts a link on the selected words (or the address itself as words), changes or removes it. */
export function LinkPanel({ editor, idPrefix, onDone }: LinkPanelProps) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [address, setAddress] = useState(current);
  const [error, setError] = useState<string>();
  const id = `${idPrefix}link`;
  const apply = () => {
    const href = address.trim();
    if (!isWebAddress(href)) {
      setError('पूरा पता लिखें, जो http:// या https:// से शुरू हो।');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    onDone();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  };
  return (
    <fieldset css={panel}>
      <legend css={visuallyHidden}>लिंक</legend>
      <PanelText
        id={id}
        label="लिंक का पता"
        value={address}
        onChange={setAddress}
        onEnter={apply}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
      />
      <button type="button" css={plainButton} onClick={apply}>
        लिंक लगाएँ
      </button>
      {current ? (
        <button type="button" css={plainButton} onClick={remove}>
          लिंक हटाएँ
        </button>
      ) : null}
      <button type="button" css={plainButton} onClick={onDone}>
        रद्द करें
      </button>
      <FieldMessage id={`${id}-error`} message={error} />
    </fieldset>
  );
}
