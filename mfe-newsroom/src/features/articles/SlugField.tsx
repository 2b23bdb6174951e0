import { FormField } from '@janmat/shared/forms';
import { useFormikContext } from 'formik';
import { fieldBox, fieldLabel, hint } from '../common/fieldStyles';
import type { ArticleValues } from './articleForm';
import { useSlugProposal } from './useSlugProposal';

interface SlugFieldProps {
  idPrefix: string;
  id: number | undefined;
  /** Published once: the address readers know stays. */
  fixed: boolean;
}

/** The article's address: proposed from the title, editable until the article is first published. */
export function SlugField({ idPrefix, id, fixed }: SlugFieldProps) {
  const { values } = useFormikContext<ArticleValues>();
  useSlugProposal(id, fixed);
  if (fixed) {
    return (
      <div css={fieldBox}>
        <p css={[fieldLabel, { margin: 0 }]}>स्लग (पता)</p>
        <p css={{ margin: 0 }}>
          <code lang="en">{values.slug}</code>
        </p>
        <p css={hint}>लेख प्रकाशित हो चुका है, इसलिए इसका पता अब नहीं बदलता।</p>
      </div>
    );
  }
  return (
    <FormField
      idPrefix={idPrefix}
      name="slug"
      label="स्लग (पता)"
      hint="शीर्षक से अपने आप बनता है; छोटे अंग्रेज़ी अक्षर, अंक और -"
      maxLength={120}
      autoComplete="off"
    />
  );
}
