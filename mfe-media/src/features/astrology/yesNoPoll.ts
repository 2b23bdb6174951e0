/** The astrology page's local yes/no poll (spec §4, §9). It never talks to the server. */
export type YesNo = 'yes' | 'no';

export interface YesNoPollState {
  yes: number;
  no: number;
  /** The reader's vote, or null while voting. */
  choice: YesNo | null;
}

export type YesNoPollAction = { type: 'vote'; choice: YesNo } | { type: 'revote' };

export const INITIAL_YES_NO: YesNoPollState = { yes: 65, no: 35, choice: null };

export function yesNoPollReducer(state: YesNoPollState, action: YesNoPollAction): YesNoPollState {
  if (action.type === 'vote') {
    if (state.choice) return state;
    return { ...state, [action.choice]: state[action.choice] + 1, choice: action.choice };
  }
  // Voting again replaces the earlier vote instead of adding a second one.
  if (!state.choice) return state;
  return { ...state, [state.choice]: state[state.choice] - 1, choice: null };
}

/** Whole percentages that always add up to 100. */
export function yesNoPercentages({ yes, no }: Pick<YesNoPollState, 'yes' | 'no'>): Record<YesNo, number> {
  const total = yes + no;
  if (total === 0) return { yes: 0, no: 0 };
  const yesPercent = Math.round((yes * 100) / total);
  return { yes: yesPercent, no: 100 - yesPercent };
}
