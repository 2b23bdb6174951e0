import { FormField } from '@janmat/shared/forms';
import { reasonSchema } from '@janmat/shared/validation';
import { Formik } from 'formik';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { errorMessage, fieldErrors } from '../common/errorMessage';
import { Outcome } from '../common/Outcome';

type Result = { data: unknown } | { error: unknown };

interface ReasonDialogProps {
  title: string;
  confirmLabel: string;
  /** Sends the step with the reason typed. */
  onSubmit: (reason: string) => PromiseLike<Result>;
  /** The step went through. */
  onDone: () => void;
  onClose: () => void;
}

/** A moderation step that needs its reason (kept in the audit log): asked for, checked, then sent. */
export function ReasonDialog({ title, confirmLabel, onSubmit, onDone, onClose }: ReasonDialogProps) {
  return (
    <Formik
      initialValues={{ reason: '' }}
      initialStatus={undefined as string | undefined}
      validationSchema={reasonSchema}
      onSubmit={async ({ reason }, { setErrors, setStatus }) => {
        setStatus(undefined);
        const result = await onSubmit(reason.trim());
        if (!('error' in result)) return onDone();
        setErrors(fieldErrors(result.error));
        setStatus(errorMessage(result.error));
      }}
    >
      {({ submitForm, isSubmitting, status }) => (
        <ConfirmDialog
          title={title}
          confirmLabel={confirmLabel}
          busy={isSubmitting}
          onConfirm={submitForm}
          onClose={onClose}
        >
          <FormField
            idPrefix="moderation-"
            name="reason"
            label="कारण"
            hint="ज़रूरी, ऑडिट लॉग में रहेगा"
            required
            multiline
            maxLength={500}
          />
          <Outcome outcome={typeof status === 'string' ? { ok: false, text: status } : undefined} />
        </ConfirmDialog>
      )}
    </Formik>
  );
}
