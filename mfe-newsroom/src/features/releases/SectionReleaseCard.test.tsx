import { screen, within } from '@testing-library/react';
import { NEWS, POLLS } from '../../test/releaseFixtures';
import { renderDesk } from '../../test/renderDesk';
import { SectionReleaseCard } from './SectionReleaseCard';

// uPlot draws on a canvas, which jsdom has not: the chart's own chunk is stood in for.
jest.mock('./HealthPlot', () => ({
  HealthPlot: ({ label }: { label: string }) => <div data-testid="plot">{label}</div>,
}));

const renderCard = (status = NEWS) =>
  renderDesk(
    <ul>
      <SectionReleaseCard status={status} />
    </ul>,
    {
      route: '/newsroom/releases',
      role: 'admin',
      api: { 'GET /api/releases/news/history': { items: [] }, 'GET /api/releases/polls/history': { items: [] } },
    },
  );

test('a section with a canary: live and canary side by side, both charted for each figure', async () => {
  renderCard(NEWS);
  expect(screen.getByRole('heading', { level: 2, name: 'समाचार (news)' })).toBeInTheDocument();
  const builds = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
  expect(builds).toEqual(['लाइव', 'कैनरी', 'समय के साथ सेहत', 'इतिहास']);
  expect(screen.getByText('पाठकों का हिस्सा')).toBeInTheDocument();
  const plots = await screen.findAllByTestId('plot');
  expect(plots.map((plot) => plot.textContent)).toEqual(['p75 LCP', 'p75 INP', 'त्रुटि दर']);
  expect(screen.getByText('p75 LCP — लाइव (नीली रेखा) और कैनरी (लाल टूटी रेखा)')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'समाचार (news): प्रमोट' })).toBeInTheDocument();
  expect(await screen.findByText('अभी कोई इतिहास नहीं है।')).toBeInTheDocument();
});

test('a section without a canary says so and charts live alone', async () => {
  renderCard(POLLS);
  const canary = screen.getByRole('heading', { level: 3, name: 'कैनरी' }).parentElement!;
  expect(within(canary).getByText('कोई कैनरी नहीं')).toBeInTheDocument();
  expect(screen.queryByText('पाठकों का हिस्सा')).not.toBeInTheDocument();
  expect(screen.getByText('p75 INP — लाइव (नीली रेखा)')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /प्रमोट/ })).not.toBeInTheDocument();
});
