import type { SectionReleaseStatus } from '@janmat/shared/contracts';
import { useState } from 'react';
import { type ActionOutcome, Outcome } from '../common/Outcome';
import { plainButton, toolbar } from '../common/styles';
import { ReleaseStepDialog } from './ReleaseStepDialog';
import { SECTION_LABELS } from './releaseLabels';
import { releaseRefusal } from './releaseRefusal';
import { usePromoteReleaseMutation, useRollbackReleaseMutation } from './releasesApi';

type Step = 'rollback' | 'promote';

/** The dialog's words for each step, given what the section has now. */
function wordsOf(step: Step, { section, canary }: SectionReleaseStatus) {
  const name = SECTION_LABELS[section];
  if (step === 'promote') {
    return {
      title: `${name}: कैनरी को लाइव करें?`,
      effect: `कैनरी बिल्ड ${canary?.build ?? ''} सभी पाठकों के लिए लाइव हो जाएगा।`,
      confirmLabel: 'हाँ, प्रमोट करें',
      done: `${name}: कैनरी अब लाइव है।`,
    };
  }
  return {
    title: `${name}: रोलबैक करें?`,
    effect: canary
      ? 'कैनरी हटा दिया जाएगा: सभी पाठकों को फिर लाइव बिल्ड मिलेगा।'
      : 'पिछला लाइव बिल्ड फिर से सभी पाठकों के लिए लाइव हो जाएगा।',
    confirmLabel: 'हाँ, रोलबैक करें',
    done: canary ? `${name}: कैनरी हटा दिया गया।` : `${name}: पिछला बिल्ड फिर से लाइव है।`,
  };
}

/** A section's «रोलबैक» and, with a canary, «प्रमोट»: each asks first, then sends and refreshes. */
export function ReleaseActions({ status }: { status: SectionReleaseStatus }) {
  const [promote, promoting] = usePromoteReleaseMutation();
  const [rollback, rollingBack] = useRollbackReleaseMutation();
  const [step, setStep] = useState<Step>();
  const [refusal, setRefusal] = useState<string>();
  const [outcome, setOutcome] = useState<ActionOutcome>();
  const busy = promoting.isLoading || rollingBack.isLoading;
  const name = SECTION_LABELS[status.section];
  const open = (next: Step) => {
    setOutcome(undefined);
    setRefusal(undefined);
    setStep(next);
  };
  const send = async (chosen: Step, reason: string) => {
    setRefusal(undefined);
    const action = chosen === 'promote' ? promote : rollback;
    const result = await action({ section: status.section, reason: reason || undefined });
    if ('error' in result) return setRefusal(releaseRefusal(result.error));
    setStep(undefined);
    setOutcome({ ok: true, text: wordsOf(chosen, status).done });
  };
  return (
    <>
      <div css={toolbar}>
        <button
          type="button"
          css={plainButton}
          disabled={busy}
          onClick={() => open('rollback')}
          aria-label={`${name}: रोलबैक`}
        >
          रोलबैक
        </button>
        {status.canary ? (
          <button
            type="button"
            css={plainButton}
            disabled={busy}
            onClick={() => open('promote')}
            aria-label={`${name}: प्रमोट`}
          >
            प्रमोट
          </button>
        ) : null}
      </div>
      <Outcome outcome={outcome} />
      {step ? (
        <ReleaseStepDialog
          title={wordsOf(step, status).title}
          effect={wordsOf(step, status).effect}
          confirmLabel={wordsOf(step, status).confirmLabel}
          busy={busy}
          refusal={refusal}
          onConfirm={(reason) => void send(step, reason)}
          onClose={() => setStep(undefined)}
        />
      ) : null}
    </>
  );
}
