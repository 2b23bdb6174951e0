import { href } from '@janmat/shared';
import { expectPageHead, renderWithPortal } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import { PrivacyPage } from './PrivacyPage';

describe('PrivacyPage', () => {
  it.each([href.privacy(), href.privacyPolicy()])('at %s is canonical to /privacy', (route) => {
    renderWithPortal(<PrivacyPage />, { route });
    expectPageHead({ heading: 'गोपनीयता नीति', title: 'गोपनीयता नीति | जनमत', canonical: href.privacy() });
  });

  it('ends its breadcrumb with the policy as the current page', () => {
    renderWithPortal(<PrivacyPage />, { route: href.privacy() });
    const crumbs = screen.getByRole('navigation', { name: 'ब्रेडक्रंब' });
    expect(within(crumbs).getByText('गोपनीयता नीति')).toHaveAttribute('aria-current', 'page');
    expect(within(crumbs).getByRole('link', { name: 'होम' })).toHaveAttribute('href', href.home());
  });

  it('says what is kept: the IP for polls, the last vote in the browser, contact messages; no login', () => {
    renderWithPortal(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'पोल के लिए आपका आईपी पता' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'आपके ब्राउज़र में रखी जानकारी' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'संपर्क फ़ॉर्म के संदेश' })).toBeInTheDocument();
    expect(screen.getByText(/कोई लॉग-इन या खाता नहीं है/)).toBeInTheDocument();
  });

  it('says that notifications keep only the push address, its keys and the topics, and how to turn them off', () => {
    renderWithPortal(<PrivacyPage />);
    const heading = screen.getByRole('heading', { level: 2, name: 'ख़बरों की सूचनाएं' });
    const section = heading.closest('section') ?? heading.parentElement;
    expect(section).toHaveTextContent(/केवल तीन चीज़ें रखते हैं: आपके ब्राउज़र का पुश पता .* उसकी दो कुंजियां .* और आपके चुने विषय/);
    expect(section).toHaveTextContent(/इसके अलावा आपके बारे में कुछ नहीं रखा जाता/);
    expect(section).toHaveTextContent(/घंटी पर टैप करें और «बंद करें» दबाएं/);
  });
});
