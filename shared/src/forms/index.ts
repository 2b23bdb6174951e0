// `@janmat/shared/forms`: the pieces every Formik form of the site is made of (not in the root entry,
// so pages without a form do not download Formik's code for them).
export { FocusFirstError } from './FocusFirstError';
export { FormField, type FormFieldProps } from './FormField';
export { PostForm, type PostFormProps } from './PostForm';
export { type EchoedFormProps, useFormEcho } from './useFormEcho';
export { validateLater } from './validateLater';
