import { useFormikContext } from 'formik';
import { useLayoutEffect } from 'react';

/**
 * Once the scripts run, takes what the reader typed into the server's HTML before then into the
 * form's state: React keeps such text on screen when it hydrates, but the form would not know it.
 */
export function useAdoptTypedValues(formId: string): void {
  const { values, setValues } = useFormikContext<Record<string, unknown>>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form comes to life.
  useLayoutEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const typed: Record<string, string> = {};
    for (const [name, value] of Object.entries(values)) {
      const control = form.elements.namedItem(name);
      const text =
        control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control.value : value;
      if (typeof text === 'string' && text !== value) typed[name] = text;
    }
    if (Object.keys(typed).length > 0) void setValues({ ...values, ...typed }, false);
  }, []);
}
