import { visuallyHidden } from '@janmat/shared';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { FieldMessage } from '../FieldMessage';
import { PhotoPicker } from '../photo/PhotoPicker';
import { plainButton } from '../styles';
import { isImageAddress } from './bodyExtensions';
import { PanelText } from './PanelText';
import { panel } from './toolbarStyles';

interface ImagePanelProps {
  editor: Editor;
  idPrefix: string;
  onDone: () => void;
}

/** Adds an image to the body: uploaded from a file or at an https address, with its description. */
export function ImagePanel({ editor, idPrefix, onDone }: ImagePanelProps) {
  const [address, setAddress] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string>();
  const id = `${idPrefix}image`;
  const apply = () => {
    const src = address.trim();
    if (!isImageAddress(src)) setError('फ़ोटो अपलोड करें या https:// से शुरू होने वाला पता लिखें।');
    else if (!alt.trim()) setError('चित्र में क्या है, यह लिखें (जो देख नहीं सकते, उनके लिए)।');
    else {
      editor.chain().focus().setImage({ src, alt: alt.trim() }).run();
      onDone();
    }
  };
  const described = error ? `${id}-error` : undefined;
  return (
    <fieldset css={panel}>
      <legend css={visuallyHidden}>चित्र जोड़ें</legend>
      <PhotoPicker id={`${id}-file`} label="फ़ोटो अपलोड करें" onUploaded={setAddress} />
      <PanelText
        id={`${id}-src`}
        label="या चित्र का पता"
        value={address}
        onChange={setAddress}
        onEnter={apply}
        describedBy={described}
      />
      <PanelText
        id={`${id}-alt`}
        label="चित्र का विवरण"
        value={alt}
        onChange={setAlt}
        onEnter={apply}
        describedBy={described}
      />
      <button type="button" css={plainButton} onClick={apply}>
        चित्र जोड़ें
      </button>
      <button type="button" css={plainButton} onClick={onDone}>
        रद्द करें
      </button>
      <FieldMessage id={`${id}-error`} message={error} />
    </fieldset>
  );
}
