import { createPortalStore, type SectionModule } from '@janmat/shared';
import { render, screen } from '@testing-library/react';
import { StandaloneSection } from './StandaloneSection';

const pages = {
  createPoll: () => <h1>नया पोल</h1>,
  myPolls: () => <h1>मेरे पोल</h1>,
  userPoll: () => <h1>पोल</h1>,
  sitePoll: () => <h1>साइट पोल</h1>,
} satisfies SectionModule<'polls'>['pages'];

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  render(<StandaloneSection owner="polls" pages={pages} store={createPortalStore()} />);
}

test('routes the section’s own paths to its pages', () => {
  renderAt('/pp/polls/3/kaun-jeetega');
  expect(screen.getByRole('heading', { level: 1, name: 'साइट पोल' })).toBeInTheDocument();
});

test('answers paths of other sections with the not-found page', () => {
  renderAt('/videos');
  expect(screen.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
});
