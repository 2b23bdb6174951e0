import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Dialog } from './Dialog';

function Page({ closeLabel }: { closeLabel?: string }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        खोलें
      </button>
      {open ? (
        <Dialog label="मेन्यू" closeLabel={closeLabel} onClose={() => setOpen(false)} title={<span>जनमत</span>}>
          <p>सामग्री</p>
          <a href="/">होम</a>
        </Dialog>
      ) : null}
    </>
  );
}

async function open(closeLabel?: string) {
  const user = userEvent.setup();
  render(<Page closeLabel={closeLabel} />);
  const opener = screen.getByRole('button', { name: 'खोलें' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'मेन्यू' }) };
}

describe('Dialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens as a modal on the native element, takes the focus and locks scrolling on <html>', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { dialog } = await open('बंद करें');
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'बंद करें' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('closes on Escape, unlocks scrolling and gives the focus back to the opener', async () => {
    const { user, opener } = await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });

  it('closes on its labelled close button', async () => {
    const { user, opener } = await open('बंद करें');
    await user.click(screen.getByRole('button', { name: 'बंद करें' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click outside its panel (the backdrop), not on one inside', async () => {
    const { user, dialog } = await open();
    await user.click(screen.getByText('सामग्री'));
    expect(dialog).toBeInTheDocument();
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks to close when the browser closes it by itself', async () => {
    const { dialog } = await open();
    act(() => (dialog as HTMLDialogElement).close());
    expect(await screen.findByRole('button', { name: 'खोलें' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no close button unless it is named', async () => {
    await open();
    expect(screen.queryByRole('button', { name: 'बंद करें' })).not.toBeInTheDocument();
    expect(screen.getByText('जनमत')).toBeInTheDocument();
  });
});
