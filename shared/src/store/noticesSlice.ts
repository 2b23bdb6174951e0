import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type NoticeTone = 'success' | 'info' | 'error';

/** A message for the reader, shown by the shell's notice region until dismissed (or after 6 s). */
export interface Notice {
  id: string;
  text: string;
  tone: NoticeTone;
}

export const noticesSlice = createSlice({
  name: 'notices',
  initialState: [] as Notice[],
  reducers: {
    pushNotice: {
      reducer(state, action: PayloadAction<Notice>) {
        state.push(action.payload);
      },
      prepare(notice: { text: string; tone: NoticeTone }) {
        return { payload: { id: nanoid(), text: notice.text, tone: notice.tone } };
      },
    },
    dismissNotice(state, action: PayloadAction<string>) {
      return state.filter((notice) => notice.id !== action.payload);
    },
  },
  selectors: {
    selectNotices: (state) => state,
  },
});

export const { pushNotice, dismissNotice } = noticesSlice.actions;
export const { selectNotices } = noticesSlice.selectors;
