import { READER_KEYS, readStories } from '@janmat/shared/reader';
import { renderWithPortal } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { SavedStories } from './SavedStories';

afterEach(() => localStorage.clear());

const saved = [
  { path: '/news/national/sansad', title: 'संसद का सत्र', at: 2 },
  { path: '/news/states/bihar/chunav', title: 'बिहार में चुनाव', at: 1 },
];

describe('SavedStories', () => {
  it('tells how to save a story when none is saved', () => {
    renderWithPortal(<SavedStories />);
    expect(screen.getByText(/किसी खबर पर «सहेजें» दबाएं/)).toBeInTheDocument();
  });

  it('lists the saved stories, newest first; «हटाएं» removes one', async () => {
    localStorage.setItem(READER_KEYS.saved, JSON.stringify(saved));
    const { user } = renderWithPortal(<SavedStories />);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(saved.map((s) => s.path));
    await user.click(screen.getByRole('button', { name: 'हटाएं: संसद का सत्र' }));
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['बिहार में चुनाव']);
    expect(readStories(READER_KEYS.saved).map((s) => s.path)).toEqual(['/news/states/bihar/chunav']);
  });
});
