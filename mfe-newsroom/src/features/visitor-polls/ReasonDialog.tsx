import { FormField } from '@janmat/shared/forms';
import { Formik } from 'formik';
import { object, string } from 'yup';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { errorMessage, fieldErrors } from '../../app/errorMessage';
import { Outcome } from '../../app/Outcome';

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

const schema = object({
  reason: string()
    .trim()
    .min(3, 'कारण कम से कम 3 अक्षरों का लिखें।')
    .max(500, 'कारण 500 अक्षरों तक का हो।')
    .required('कारण लिखें।'),
});

/** A moderation step that needs its reason (kept in the audit log): asked for, checked, then sent. */
export function ReasonDialog({ title, confirmLabel, onSubmit, onDone, onClose }: ReasonDialogProps) {
  return (
    <Formik
      initialValues={{ reason: '' }}
      initialStatus={undefined as string | undefined}
      validationSchema={schema}
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
