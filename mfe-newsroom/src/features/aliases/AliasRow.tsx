import { type SearchAlias, useRemoveSearchAliasMutation } from './aliasApi';
import { RemoveTermButton } from './RemoveTermButton';

/** One alias in the table, with a remove button that asks first. */
export function AliasRow({ alias, onRemoved }: { alias: SearchAlias; onRemoved: (text: string) => void }) {
  const [remove] = useRemoveSearchAliasMutation();
  return (
    <tr>
      <td lang={/[a-z]/.test(alias.term) ? 'en' : undefined}>{alias.term}</td>
      <td>{alias.expansion}</td>
      <td>
        <RemoveTermButton
          term={alias.term}
          title={`«${alias.term}» → «${alias.expansion}» हटाएँ?`}
          consequence={`इसके बाद «${alias.term}» खोजने पर «${alias.expansion}» की ख़बरें इसके सहारे नहीं मिलेंगी।`}
          remove={() => remove(alias.term)}
          onRemoved={onRemoved}
        />
      </td>
    </tr>
  );
}
