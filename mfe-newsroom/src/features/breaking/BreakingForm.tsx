import type { Item, PushOutcome } from '@janmat/shared/contracts';
import { FormField } from '@janmat/shared/forms';
import { breakingChangeSchema, breakingSchema } from '@janmat/shared/validation';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { ArticlePicker } from '../common/ArticlePicker';
import { DeskConflict } from '../common/DeskConflict';
import { DeskFormFooter } from '../common/DeskFormFooter';
import { changedValues, settleDeskForm } from '../common/deskForm';
import type { ActionOutcome } from '../common/Outcome';
import { PushCheckbox } from '../common/PushCheckbox';
import { schemaErrors } from '../common/schemaErrors';
import { useHeldVersion } from '../common/useHeldVersion';
import { type BreakingItem, useAddBreakingMutation, useChangeBreakingMutation } from './breakingApi';
import { istInput } from './istInput';

interface BreakingFormProps {
  /** The item to change; a new one without it. */
  item?: BreakingItem;
  /** After a change was saved (or given up), with the text to show. */
  onDone?: (saved: string | undefined) => void;
}

/** A new item's answer: the item, and what became of its push when one was asked for. */
type Added = Item<BreakingItem> & { push?: PushOutcome };

type Values = { name: string; url: string; expiresAt: string; push: boolean };

const valuesOf = (item?: BreakingItem): Values => ({
  name: item?.name ?? '',
  url: item?.url ?? '',
  expiresAt: item?.expiresAt ? istInput(item.expiresAt) : '',
  push: false,
});

const LABELS: Record<Exclude<keyof Values, 'push'>, string> = {
  name: 'शीर्षक',
  url: 'लेख का स्लग',
  expiresAt: 'कब तक दिखे',
};

/** The form's fields as the editor has them and as someone else saved them. */
const conflictFields = (mine: Values, theirs: Values) =>
  (Object.keys(LABELS) as (keyof typeof LABELS)[]).map((key) => ({
    label: LABELS[key],
    mine: mine[key],
    theirs: theirs[key],
  }));

/** Adds a ticker item, or changes one: headline, the article it links to, and when it leaves the ticker. */
export function BreakingForm({ item, onDone }: BreakingFormProps) {
  const [add] = useAddBreakingMutation();
  const [change] = useChangeBreakingMutation();
  const [outcome, setOutcome] = useState<ActionOutcome>();
  const prefix = item ? `breaking-${item.id}-` : 'breaking-new-';
  const formId = `${prefix}form`;
  const initial = valuesOf(item);
  const version = useHeldVersion(item);
  // Only what changed (for a new item: what was filled in): an expired item's past end, sent again,
  // would be refused.
  const changesOf = (values: Values) => changedValues(values, item ? valuesOf(version.held()) : valuesOf());
  return (
    <Formik
      initialValues={initial}
      validate={(values) => schemaErrors(item ? breakingChangeSchema : breakingSchema, changesOf(values))}
      onSubmit={async (values, { resetForm, setErrors }) => {
        setOutcome(undefined);
        const changes = changesOf(values);
        if (item && Object.keys(changes).length === 0) return onDone?.(undefined);
        const held = version.held();
        const result = held
          ? await change({ id: held.id, version: held.version, changes })
          : await add(values.push ? { ...changes, push: true } : changes);
        if ('error' in result && version.stale(result.error)) return;
        settleDeskForm<Added>(result, {
          setErrors,
          resetForm,
          setOutcome,
          onEdited: item ? () => onDone?.('बदलाव सहेज लिया गया।') : undefined,
          added: (data) => ['ब्रेकिंग न्यूज़ जोड़ दी गई।', data.push?.message].filter(Boolean).join(' '),
        });
      }}
    >
      {({ isSubmitting, setFieldValue, values, resetForm, submitForm }) => (
        <Form id={formId} noValidate aria-labelledby={`${prefix}title`}>
          <h2 id={`${prefix}title`}>{item ? `बदलें: ${item.name}` : 'नई ब्रेकिंग न्यूज़'}</h2>
          {version.conflict ? (
            <DeskConflict
              fields={conflictFields(values, valuesOf(version.conflict))}
              onReload={() => {
                resetForm({ values: valuesOf(version.conflict) });
                version.take(version.conflict!);
              }}
              onKeep={() => {
                version.take(version.conflict!);
                void submitForm();
              }}
            />
          ) : null}
          <FormField idPrefix={prefix} name="name" label="शीर्षक" required maxLength={200} autoComplete="off" />
          <FormField idPrefix={prefix} name="url" label="लेख का स्लग" required autoComplete="off" />
          <ArticlePicker
            label="या लेख खोजें (शीर्षक के शब्द)"
            onPick={(article) => void setFieldValue('url', article.slug)}
          />
          <FormField
            idPrefix={prefix}
            name="expiresAt"
            type="datetime-local"
            label="कब तक दिखे (भारतीय समय, IST)"
            hint="खाली छोड़ें तो हटाए जाने तक"
          />
          {item ? null : <PushCheckbox hint="ब्रेकिंग और लेख के विषय चुनने वाले पाठकों को सूचना" />}
          <DeskFormFooter
            formId={formId}
            outcome={outcome}
            busy={isSubmitting}
            submitText={item ? 'सहेजें' : 'जोड़ें'}
            onCancel={item ? () => onDone?.(undefined) : undefined}
          />
        </Form>
      )}
    </Formik>
  );
}
