import { FormField } from '@janmat/shared/forms';
import { authorChangeSchema, authorSchema } from '@janmat/shared/validation';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { DeskFormFooter } from '../../app/DeskFormFooter';
import { changedValues, settleDeskForm } from '../../app/deskForm';
import type { ActionOutcome } from '../../app/Outcome';
import { schemaErrors } from '../../app/schemaErrors';
import { type Author, type AuthorFields, useAddAuthorMutation, useChangeAuthorMutation } from './authorApi';

interface AuthorFormProps {
  /** The author to change; a new one without it. */
  author?: Author;
  /** After a change was saved (with the text to show) or given up. */
  onDone?: (saved: string | undefined) => void;
}

const EMPTY: AuthorFields = { name: '', des: '', photo: '', link1: '', link2: '' };

/** Adds an author or changes one: name, description, photo path and two links. */
export function AuthorForm({ author, onDone }: AuthorFormProps) {
  const [add] = useAddAuthorMutation();
  const [change] = useChangeAuthorMutation();
  const [outcome, setOutcome] = useState<ActionOutcome>();
  const prefix = author ? `author-${author.id}-` : 'author-new-';
  const formId = `${prefix}form`;
  const initial: AuthorFields = author ? { ...EMPTY, ...author } : EMPTY;
  // The description is kept as typed (its line breaks and spaces are the writer's).
  const changesOf = (values: AuthorFields) => changedValues(values, initial, ['des']);
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
        const result = author ? await change({ id: author.id, changes }) : await add({ ...EMPTY, ...changes });
        settleDeskForm(result, {
          setErrors,
          resetForm,
          setOutcome,
          onEdited: author ? (data) => onDone?.(`${data.data.name}: बदलाव सहेज लिया गया।`) : undefined,
          added: (data) => `${data.data.name} जोड़ दिए गए।`,
        });
      }}
    >
      {({ isSubmitting }) => (
        <Form id={formId} noValidate aria-labelledby={`${prefix}title`}>
          <h2 id={`${prefix}title`}>{author ? `बदलें: ${author.name}` : 'नया लेखक'}</h2>
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
