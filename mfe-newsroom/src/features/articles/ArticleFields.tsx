import { useGetCategoriesQuery, useGetStatesQuery, useGetSubCategoriesQuery } from '@janmat/shared';
import { FormField } from '@janmat/shared/forms';
import { STATE_CATEGORY } from '@janmat/shared/validation';
import { useFormikContext } from 'formik';
import { PhotoField } from '../common/photo/PhotoField';
import type { ArticleValues } from './articleForm';
import { ReporterField } from './ReporterField';
import { SelectField } from './SelectField';
import { SlugField } from './SlugField';

interface ArticleFieldsProps {
  idPrefix: string;
  id: number | undefined;
  slugFixed: boolean;
}

/** Everything about the article but its body: headline, address, where it is filed, by whom, photo. */
export function ArticleFields({ idPrefix, id, slugFixed }: ArticleFieldsProps) {
  const { values, setFieldValue } = useFormikContext<ArticleValues>();
  const categories = useGetCategoriesQuery().data ?? [];
  const states = useGetStatesQuery().data ?? [];
  const trending = useGetSubCategoriesQuery().data ?? [];
  return (
    <>
      <FormField idPrefix={idPrefix} name="title" label="शीर्षक" maxLength={200} required />
      <SlugField idPrefix={idPrefix} id={id} fixed={slugFixed} />
      <SelectField
        idPrefix={idPrefix}
        name="category"
        label="श्रेणी"
        none="श्रेणी चुनें"
        required
        choices={categories.map((c) => ({ value: c.c_code, label: c.name }))}
        onPicked={(category) => {
          if (category !== STATE_CATEGORY) void setFieldValue('state', '');
        }}
      />
      {values.category === STATE_CATEGORY ? (
        <SelectField
          idPrefix={idPrefix}
          name="state"
          label="राज्य"
          none="राज्य चुनें"
          required
          choices={states.map((s) => ({ value: s.code, label: s.name }))}
        />
      ) : null}
      <SelectField
        idPrefix={idPrefix}
        name="subtype"
        label="ट्रेंडिंग उप-श्रेणी"
        none="कोई नहीं"
        choices={trending.map((s) => ({ value: s.s_code, label: s.name }))}
      />
      <ReporterField idPrefix={idPrefix} />
      <PhotoField idPrefix={idPrefix} />
    </>
  );
}
