import { QueryView, Skeleton, visuallyHidden } from '@janmat/shared';
import { useState } from 'react';
import { DeskPage } from '../common/DeskPage';
import type { ActionOutcome } from '../common/Outcome';
import { table } from '../common/styles';
import { AliasForm } from './AliasForm';
import { AliasRow } from './AliasRow';
import { useSearchAliasesQuery } from './aliasApi';
import { GlossarySection } from './GlossarySection';

/** Editors: the words readers type for names and acronyms (BJP, UP) and what the search then also finds. */
export function AliasesPage() {
  const list = useSearchAliasesQuery();
  const [outcome, setOutcome] = useState<ActionOutcome>();
  return (
    <DeskPage id="aliases-title" title="खोज के उपनाम" outcome={outcome}>
      <p>
        पाठक नाम और संक्षेप कई तरह से लिखते हैं (BJP, बीजेपी, UP)। यहाँ जोड़ा गया हर शब्द खोज में तुरंत अपने देवनागरी अर्थ की ख़बरें भी ढूँढता
        है।
      </p>
      <QueryView
        query={list}
        skeleton={<Skeleton lines={6} />}
        isEmpty={(d) => d.data.length === 0}
        empty="अभी कोई उपनाम नहीं है।"
      >
        {({ data }) => (
          <div css={{ overflowX: 'auto' }}>
            <table css={table} aria-labelledby="aliases-title">
              <thead>
                <tr>
                  <th scope="col">पाठक जो लिखते हैं</th>
                  <th scope="col">देवनागरी में अर्थ</th>
                  <th scope="col">
                    <span css={visuallyHidden}>हटाएँ</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.map((alias) => (
                  <AliasRow key={alias.term} alias={alias} onRemoved={(text) => setOutcome({ ok: true, text })} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
      <AliasForm />
      <GlossarySection />
    </DeskPage>
  );
}
