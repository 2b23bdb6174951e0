import { FormField } from '@janmat/shared/forms';
import { authorChangeSchema, authorSchema } from '@janmat/shared/validation';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { DeskConflict } from '../common/DeskConflict';
import { DeskFormFooter } from '../common/DeskFormFooter';
import { changedValues, settleDeskForm } from '../common/deskForm';
import type { ActionOutcome } from '../common/Outcome';
import { schemaErrors } from '../common/schemaErrors';
import { useHeldVersion } from '../common/useHeldVersion';
import { type Author, type AuthorFields, useAddAuthorMutation, useChangeAuthorMutation } from './authorApi';

interface AuthorFormProps {
  /** The author to change; a new one without it. */
  author?: Author;
  /** After a change was saved (with the text to show) or given up. */
  onDone?: (saved: string | undefined) => void;
}

const EMPTY: AuthorFields = { name: '', des: '', photo: '', link1: '', link2: '' };

const LABELS: Record<keyof AuthorFields, string> = {
  name: 'नाम',
  des: 'परिचय',
  photo: 'फ़ोटो का पता',
  link1: 'पहला लिंक',
  link2: 'दूसरा लिंक',
};

/** The form's values of an author (empty for a new one). */
const fieldsOf = (author: Author | undefined): AuthorFields =>
  author
    ? { name: author.name, des: author.des, photo: author.photo, link1: author.link1, link2: author.link2 }
    : EMPTY;

/** Adds an author or changes one: name, description, photo path and two links. */
export function AuthorForm({ author, onDone }: AuthorFormProps) {
  const [add] = useAddAuthorMutation();
  const [change] = useChangeAuthorMutation();
  const [outcome, setOutcome] = useState<ActionOutcome>();
  const prefix = author ? `author-${author.id}-` : 'author-new-';
  const formId = `${prefix}form`;
  const initial = fieldsOf(author);
  const version = useHeldVersion(author);
  // The description is kept as typed (its line breaks and spaces are the writer's).
  const changesOf = (values: AuthorFields) => changedValues(values, fieldsOf(version.held()), ['des']);
  return (
    <Formik
      initialValues={initial}
      validate={(values) =>
        author ? schemaErrors(authorChangeSchema, changesOf(values)) : schemaErrors(authorSchema, values)
      }
      onSubmit={async (values, { resetForm, setErrors }) => {
        setOutcome(undefined);
        const changes = changesOf(values);
        if (author && Object.keys(changes).length === 0) return onDone?.(undefined);
        const held = version.held();
        const result = held
          ? await change({ id: held.id, version: held.version, changes })
          : await add({ ...EMPTY, ...changes });
        if ('error' in result && version.stale(result.error)) return;
        settleDeskForm(result, {
          setErrors,
          resetForm,
          setOutcome,
          onEdited: author ? (data) => onDone?.(`${data.data.name}: बदलाव सहेज लिया गया।`) : undefined,
          added: (data) => `${data.data.name} जोड़ दिए गए।`,
        });
      }}
    >
      {({ isSubmitting, values, resetForm, submitForm }) => (
        <Form id={formId} noValidate aria-labelledby={`${prefix}title`}>
          <h2 id={`${prefix}title`}>{author ? `बदलें: ${author.name}` : 'नया लेखक'}</h2>
          {version.conflict ? (
            <DeskConflict
              fields={(Object.keys(LABELS) as (keyof AuthorFields)[]).map((key) => ({
                label: LABELS[key],
                mine: values[key],
                theirs: fieldsOf(version.conflict)[key],
              }))}
              onReload={() => {
                resetForm({ values: fieldsOf(version.conflict) });
                version.take(version.conflict!);
              }}
              onKeep={() => {
                version.take(version.conflict!);
                void submitForm();
              }}
            />
          ) : null}
          <FormField idPrefix={prefix} name="name" label="नाम" required maxLength={100} autoComplete="off" />
          <FormField idPrefix={prefix} name="des" label="परिचय" hint="वैकल्पिक" multiline rows={4} maxLength={1000} />
          <FormField
            idPrefix={prefix}
            name="photo"
            label="फ़ोटो का पता"
            hint="/uploads/… या https://…, वैकल्पिक"
            autoComplete="off"
          />
          <FormField idPrefix={prefix} name="link1" label="पहला लिंक" hint="http(s)://…, वैकल्पिक" type="url" />
          <FormField idPrefix={prefix} name="link2" label="दूसरा लिंक" hint="http(s)://…, वैकल्पिक" type="url" />
          <DeskFormFooter
            formId={formId}
            outcome={outcome}
            busy={isSubmitting}
            submitText={author ? 'सहेजें' : 'जोड़ें'}
            onCancel={author ? () => onDone?.(undefined) : undefined}
          />
        </Form>
      )}
    </Formik>
  );
}
