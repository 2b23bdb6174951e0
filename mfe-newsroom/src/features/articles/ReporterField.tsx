import { FormField } from '@janmat/shared/forms';
import { useAuthorChoicesQuery } from './articleApi';
import { SelectField } from './SelectField';

/**
 * Who the article is by (an author of the site). Without the authors list (refused or unreachable)
 * the author's number can still be typed; the server checks that it exists.
 */
export function ReporterField({ idPrefix }: { idPrefix: string }) {
  const authors = useAuthorChoicesQuery();
  if (authors.isError) {
    return (
      <FormField
        idPrefix={idPrefix}
        name="reporterId"
        label="रिपोर्टर (लेखक क्रमांक)"
        hint="लेखकों की सूची अभी नहीं मिल सकी"
        inputMode="numeric"
        required
      />
    );
  }
  const choices = (authors.data?.data ?? []).map((author) => ({ value: String(author.id), label: author.name }));
  return (
    <SelectField idPrefix={idPrefix} name="reporterId" label="रिपोर्टर" none="रिपोर्टर चुनें" choices={choices} required />
  );
}
