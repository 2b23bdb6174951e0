import { createPortalStore, href, type PortalStore, type RouteIdOf } from '@janmat/shared';
import type { PageLoadContext } from '@janmat/shared/page-data';
import { mockApi, renderWithPortal } from '@janmat/shared/testing';
import { act, screen } from '@testing-library/react';
import { type ComponentType, createElement } from 'react';
import { AboutPage } from './features/about/AboutPage';
import { AdvertisePage } from './features/advertise/AdvertisePage';
import { ContactPage } from './features/contact/ContactPage';
import { FaqsPage } from './features/faqs/FaqsPage';
import { PrivacyPage } from './features/privacy/PrivacyPage';
import { MeraJanmatPage } from './features/profile/MeraJanmatPage';
import { RefundPage } from './features/refund/RefundPage';
import { SubmitNewsPage } from './features/submit-news/SubmitNewsPage';
import { pageData } from './pageData';

/** Each route's page, imported as it is (the section's `routes` loads them lazily). */
const PAGES: Record<RouteIdOf<'static'>, ComponentType> = {
  contact: ContactPage,
  about: AboutPage,
  advertise: AdvertisePage,
  refund: RefundPage,
  faqs: FaqsPage,
  submitNews: SubmitNewsPage,
  privacy: PrivacyPage,
  privacyPolicy: PrivacyPage,
  meraJanmat: MeraJanmatPage,
};
const IDS = Object.keys(PAGES) as RouteIdOf<'static'>[];

function contextOf(): PageLoadContext & { store: PortalStore } {
  return { store: createPortalStore(), params: {}, search: new URLSearchParams() };
}

afterEach(() => jest.restoreAllMocks());

describe('static pageData', () => {
  it('finds every page, and indexes the second address of the privacy policy under /privacy', async () => {
    for (const id of IDS) {
      const expected = id === 'privacyPolicy' ? { found: true, canonical: href.privacy() } : { found: true };
      await expect(pageData[id](contextOf())).resolves.toEqual(expected);
    }
  });

  it.each(IDS)('%s: the page reads nothing from the API, so the loader starts nothing', async (id) => {
    const api = mockApi({});
    const context = contextOf();
    await pageData[id](context);
    expect(Object.keys(context.store.getState().api.queries)).toEqual([]);

    renderWithPortal(createElement(PAGES[id]), { route: href[id](), store: context.store });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await act(async () => {});
    expect(api.requested()).toEqual([]);
    expect(Object.keys(context.store.getState().api.queries)).toEqual([]);
  });
});
