import { QueryView, Skeleton } from '@janmat/shared';
import { GLOSSARY_TERM_MAX } from '@janmat/shared/validation';
import { type FormEvent, useState } from 'react';
import { type ActionOutcome, Outcome } from '../common/Outcome';
import { table } from '../common/styles';
import { GlossaryForm } from './GlossaryForm';
import { GlossaryRow } from './GlossaryRow';
import { useFindGlossaryQuery } from './glossaryApi';

/**
 * The search's glossary on the aliases page: the English words readers type for Hindi ones and the
 * Hindi forms the search reads them as. Editors look entries up by English or Hindi, change their
 * forms, remove them, and add new ones; an alias of the same word wins over its entry.
 */
export function GlossarySection() {
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const [removed, setRemoved] = useState<ActionOutcome>();
  const list = useFindGlossaryQuery(asked, { skip: !asked });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAsked(text.trim());
    setRemoved(undefined);
  };
  return (
    <section aria-labelledby="glossary-title">
      <h2 id="glossary-title">अंग्रेज़ी शब्दकोश</h2>
      <p>
        पाठक हिंदी शब्दों की जगह अंग्रेज़ी शब्द भी लिखते हैं (parliament, chief minister)। यहाँ लिखे हिंदी रूपों की ख़बरें उन्हें मिलती हैं;
        पहला रूप सबसे चलता हो। ऊपर उसी शब्द का उपनाम हो तो उपनाम ही माना जाता है।
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: the form is the landmark itself, known to jsdom (the unit tests' DOM) too */}
      <form role="search" aria-label="शब्दकोश में खोजें" onSubmit={onSubmit}>
        <label htmlFor="glossary-q">अंग्रेज़ी या हिंदी शब्द</label>{' '}
        <input
          id="glossary-q"
          type="search"
          value={text}
          maxLength={GLOSSARY_TERM_MAX}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />{' '}
        <button type="submit">खोजें</button>
      </form>
      <Outcome outcome={removed} />
      {asked ? (
        <QueryView
          query={list}
          skeleton={<Skeleton lines={4} />}
          isEmpty={(d) => d.data.length === 0}
          empty={`शब्दकोश में «${asked}» से मिलता कोई शब्द नहीं है।`}
        >
          {({ data }) => (
            <div css={{ overflowX: 'auto' }}>
              <table css={table} aria-label="शब्दकोश के शब्द">
                <thead>
                  <tr>
                    <th scope="col">अंग्रेज़ी</th>
                    <th scope="col">हिंदी रूप (अल्पविराम से अलग)</th>
                    <th scope="col">बदलाव</th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((entry) => (
                    <GlossaryRow
                      key={`${entry.term}:${entry.hindi}`}
                      entry={entry}
                      onRemoved={(said) => setRemoved({ ok: true, text: said })}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryView>
      ) : null}
      <GlossaryForm />
    </section>
  );
}
