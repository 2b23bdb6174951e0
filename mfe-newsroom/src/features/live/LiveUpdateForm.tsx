import { liveUpdateChangeSchema, liveUpdateSchema } from '@janmat/shared/validation';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { BodyEditor } from '../common/body/BodyEditor';
import { DeskFormFooter } from '../common/DeskFormFooter';
import { settleDeskForm } from '../common/deskForm';
import type { ActionOutcome } from '../common/Outcome';
import { PhotoField } from '../common/photo/PhotoField';
import { schemaErrors } from '../common/schemaErrors';
import { LiveFlag } from './LiveFlag';
import {
  type LiveUpdateInput,
  type NewsroomLiveUpdate,
  useCorrectUpdateMutation,
  usePostUpdateMutation,
} from './liveDeskApi';

interface LiveUpdateFormProps {
  articleId: number;
  /** The update to correct; a new one without it. */
  update?: NewsroomLiveUpdate;
  /** After a correction was saved (or given up), with the text to show; after a post, the text too. */
  onDone?: (saved: string | undefined) => void;
}

type Values = Required<LiveUpdateInput>;

const valuesOf = (update?: NewsroomLiveUpdate): Values => ({
  body: update?.body ?? '',
  photo: update?.photo ?? '',
  pinned: update?.pinned ?? false,
  keyEvent: update?.keyEvent ?? false,
});

/** The fields whose value differs from the update as it was: a correction sends only those. */
function changesOf(values: Values, before: Values): LiveUpdateInput {
  const changes: LiveUpdateInput = {};
  for (const key of Object.keys(values) as (keyof Values)[]) {
    if (values[key] !== before[key]) Object.assign(changes, { [key]: values[key] });
  }
  return changes;
}

/** Posts an update to a live page, or corrects one: its text (rich text, cleaned like an article's), photo and marks. */
export function LiveUpdateForm({ articleId, update, onDone }: LiveUpdateFormProps) {
  const [post] = usePostUpdateMutation();
  const [correct] = useCorrectUpdateMutation();
  const [outcome, setOutcome] = useState<ActionOutcome>();
  const prefix = update ? `live-${update.id}-` : 'live-new-';
  const formId = `${prefix}form`;
  const initial = valuesOf(update);
  const toSend = (values: Values) => (update ? changesOf(values, initial) : values);
  return (
    <Formik
      initialValues={initial}
      validate={(values) => schemaErrors(update ? liveUpdateChangeSchema : liveUpdateSchema, toSend(values))}
      onSubmit={async (values, { resetForm, setErrors }) => {
        setOutcome(undefined);
        const changes = toSend(values);
        if (update && Object.keys(changes).length === 0) return onDone?.(undefined);
        const result = update
          ? await correct({ id: update.id, version: update.version, changes })
          : await post({ articleId, update: changes });
        settleDeskForm(result, {
          setErrors,
          resetForm,
          setOutcome,
          onEdited: update ? () => onDone?.('सुधार सहेज लिया गया।') : undefined,
          added: () => {
            onDone?.('अपडेट पाठकों तक भेज दिया गया।');
            return 'अपडेट पाठकों तक भेज दिया गया।';
          },
        });
      }}
    >
      {({ isSubmitting }) => (
        <Form id={formId} noValidate aria-labelledby={`${prefix}title`}>
          <h2 id={`${prefix}title`}>{update ? 'अपडेट सुधारें' : 'नया अपडेट'}</h2>
          <BodyEditor idPrefix={prefix} label="अपडेट का पाठ" />
          <PhotoField
            idPrefix={prefix}
            legend="फ़ोटो (चाहें तो)"
            emptyHint="इस अपडेट में कोई फ़ोटो नहीं है।"
            currentAlt="अपडेट की मौजूदा फ़ोटो"
          />
          <LiveFlag name="pinned" label="ऊपर पिन करें" />
          <LiveFlag name="keyEvent" label="मुख्य घटना" />
          <DeskFormFooter
            formId={formId}
            outcome={outcome}
            busy={isSubmitting}
            submitText={update ? 'सुधार सहेजें' : 'अपडेट भेजें'}
            onCancel={update ? () => onDone?.(undefined) : undefined}
          />
        </Form>
      )}
    </Formik>
  );
}
