import { createSlice } from '@reduxjs/toolkit';
import type { FormEchoState } from '../contracts/formEcho';

/**
 * The page's form echo (contracts/formEcho.ts), preloaded by the server's render and by the browser
 * from the page (`FORM_ECHO_SCRIPT_ID`), so both render the same form. Never changed afterwards.
 */
export const formEchoSlice = createSlice({
  name: 'formEcho',
  initialState: {} as FormEchoState,
  reducers: {},
  selectors: {
    selectFormEcho: (state) => state,
  },
});

export const { selectFormEcho } = formEchoSlice.selectors;
