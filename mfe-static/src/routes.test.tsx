import { href, ROUTES, routesOwnedBy } from '@janmat/shared';
import { renderWithPortal } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { pages } from './routes';

const HEADINGS = {
  contact: 'संपर्क करें',
  about: 'हमारे बारे में',
  advertise: 'विज्ञापन दें',
  refund: 'रिफंड नीति',
  faqs: 'अक्सर पूछे जाने वाले प्रश्न',
  submitNews: 'खबर भेजें',
  privacy: 'गोपनीयता नीति',
  privacyPolicy: 'गोपनीयता नीति',
  meraJanmat: 'मेरा जनमत',
} as const;

describe('section pages', () => {
  it('has a page for every route this section owns', () => {
    expect(Object.keys(pages).sort()).toEqual(routesOwnedBy('static').sort());
    expect(pages.privacyPolicy).toBe(pages.privacy);
  });

  it.each(Object.entries(HEADINGS) as [keyof typeof HEADINGS, string][])(
    'loads the %s page on its own route',
    async (id, heading) => {
      const Page = pages[id];
      renderWithPortal(
        <Suspense fallback={null}>
          <Routes>
            <Route path={ROUTES[id].path} element={<Page />} />
          </Routes>
        </Suspense>,
        { route: href[id]() },
      );
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    },
  );
});
