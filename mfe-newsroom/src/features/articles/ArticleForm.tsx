import { theme } from '@janmat/shared';
import { FocusFirstError } from '@janmat/shared/forms';
import { Form, useFormikContext } from 'formik';
import { useState } from 'react';
import { BodyEditor } from '../common/body/BodyEditor';
import { errorBox, mainButton, plainButton, successBox } from '../common/styles';
import { ArticleFields } from './ArticleFields';
import { ArticlePreview } from './ArticlePreview';
import type { ArticleValues } from './articleForm';
import { useLeaveWarning } from './useLeaveWarning';

const ARTICLE_FORM_ID = 'article-editor';
const ID_PREFIX = 'article-';

interface ArticleFormProps {
  id: number | undefined;
  slugFixed: boolean;
  /** A reporter's article an editor has taken over: shown, not saved. */
  locked: boolean;
  refusal: string | undefined;
  saved: boolean;
}

const row = { display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, margin: `${theme.space.md} 0` } as const;

/** The article's fields and body (or its preview) and the save button. */
export function ArticleForm({ id, slugFixed, locked, refusal, saved }: ArticleFormProps) {
  const { values, dirty, isSubmitting } = useFormikContext<ArticleValues>();
  const [preview, setPreview] = useState(false);
  useLeaveWarning(dirty);
  return (
    <Form id={ARTICLE_FORM_ID} noValidate aria-labelledby="article-editor-title">
      <ArticleFields idPrefix={ID_PREFIX} id={id} slugFixed={slugFixed} />
      <div css={row}>
        <button type="button" css={plainButton} aria-pressed={preview} onClick={() => setPreview(!preview)}>
          पाठकों जैसा पूर्वावलोकन
        </button>
      </div>
      {/* Hidden, not removed, while previewing: the editor keeps its undo history. */}
      <div hidden={preview}>
        <BodyEditor idPrefix={ID_PREFIX} />
      </div>
      {preview ? <ArticlePreview title={values.title} photo={values.photo} body={values.body} /> : null}
      {refusal ? (
        <p role="alert" css={errorBox}>
          {refusal}
        </p>
      ) : null}
      <p role="status" css={successBox}>
        {saved && !dirty ? 'लेख सहेज लिया गया।' : ''}
      </p>
      {locked ? (
        <p>यह लेख अब संपादकों के पास है; इसमें बदलाव वही कर सकते हैं।</p>
      ) : (
        <div css={row}>
          <button type="submit" css={mainButton} disabled={isSubmitting || (id !== undefined && !dirty)}>
            {isSubmitting ? 'सहेजा जा रहा है…' : 'सहेजें'}
          </button>
        </div>
      )}
      <FocusFirstError formId={ARTICLE_FORM_ID} />
    </Form>
  );
}
