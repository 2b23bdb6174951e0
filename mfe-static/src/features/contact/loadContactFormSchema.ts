/**
 * The contact form's schema, loaded with Yup when the form is first checked: a chunk of its own,
 * not part of the page's first touch (`validateLater` of `@janmat/shared/forms`).
 */
export const loadContactFormSchema = () => import('@janmat/shared/validation').then((m) => m.contactFormSchema);
