import { render, screen } from '@testing-library/react';
import { health, NEWS, POLLS } from '../../test/releaseFixtures';
import { BuildSummary } from './BuildSummary';

/** The facts as «name: value» pairs, in the order shown. */
const facts = () =>
  screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

test('a canary: its build, manifest, share of readers since when (India time) and its health', () => {
  const canary = NEWS.canary!;
  render(
    <BuildSummary
      title="कैनरी"
      build={canary}
      canary={{ percent: canary.percent, since: canary.since }}
      health={health(9, 'canary', { views: 1300, errorRate: 0.2, lcpP75: 2600, inpP75: 310 })}
    />,
  );
  expect(screen.getByRole('heading', { level: 3, name: 'कैनरी' })).toBeInTheDocument();
  expect(facts()).toEqual([
    'बिल्ड: b9',
    'रिलीज़ आईडी: 9',
    'मैनिफ़ेस्ट: /remotes/news/b9/mf-manifest.json',
    'पाठकों का हिस्सा: 10%',
    expect.stringMatching(/^कब से: .*10:00/),
    'व्यू: 1,300',
    'त्रुटि दर: 20%',
    'p75 LCP: 2,600 ms',
    'p75 INP: 310 ms',
  ]);
});

test('a live build without a name or any figures shows dashes, and no share of readers', () => {
  render(<BuildSummary title="लाइव" build={POLLS.live} health={null} />);
  expect(facts()).toEqual([
    'बिल्ड: —',
    'रिलीज़ आईडी: 3',
    'मैनिफ़ेस्ट: /remotes/polls/mf-manifest.json',
    'व्यू: —',
    'त्रुटि दर: —',
    'p75 LCP: —',
    'p75 INP: —',
  ]);
});
