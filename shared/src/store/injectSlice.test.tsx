import { createSlice } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider, useSelector } from 'react-redux';
import { createPortalStore } from './createPortalStore';
import { injectSlice } from './injectSlice';

const makeSlice = (name: string, initial: string) =>
  createSlice({
    name,
    initialState: { label: initial },
    reducers: {
      rename(state, action: { payload: string }) {
        state.label = action.payload;
      },
    },
  });

function Label({ path }: { path: string }) {
  const label = useSelector((state: Record<string, { label: string } | undefined>) => state[path]?.label);
  return <p>{label ?? 'missing'}</p>;
}

describe('injectSlice', () => {
  it('makes a slice injected after the store exists visible at the first render', () => {
    const store = createPortalStore();
    const slice = makeSlice('lateSection', 'पहले से तैयार');
    injectSlice(slice);
    render(
      <Provider store={store}>
        <Label path="lateSection" />
      </Provider>,
    );
    expect(screen.getByText('पहले से तैयार')).toBeInTheDocument();
  });

  it('includes a slice injected before the store is created', () => {
    const slice = makeSlice('earlySection', 'शुरुआत');
    injectSlice(slice);
    const store = createPortalStore();
    expect((store.getState() as Record<string, unknown>).earlySection).toEqual({ label: 'शुरुआत' });
  });

  it('is idempotent: a second call keeps the state and the reducer', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const store = createPortalStore();
    const slice = makeSlice('twiceSection', 'एक');
    const stateOf = () => (store.getState() as Record<string, unknown>).twiceSection;
    injectSlice(slice);
    store.dispatch(slice.actions.rename('दो'));
    injectSlice(slice);
    expect(stateOf()).toEqual({ label: 'दो' });
    store.dispatch(slice.actions.rename('तीन'));
    expect(stateOf()).toEqual({ label: 'तीन' });
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('keeps the api cache and notices next to injected slices', () => {
    const store = createPortalStore();
    expect(Object.keys(store.getState())).toEqual(expect.arrayContaining(['api', 'notices']));
  });
});
