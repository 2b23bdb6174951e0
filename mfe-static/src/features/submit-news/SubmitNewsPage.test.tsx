import { href } from '@janmat/shared';
import { expectPageHead, renderWithPortal } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { SubmitNewsPage } from './SubmitNewsPage';

describe('SubmitNewsPage', () => {
  beforeAll(() => {
    // The server writes the settings into the page; the page reads them once.
    const config = document.createElement('script');
    config.id = 'janmat-config';
    config.type = 'application/json';
    config.textContent = JSON.stringify({ editorialEmail: 'khabar@example.in' });
    document.body.append(config);
  });

  it('has its heading, title and canonical link', () => {
    renderWithPortal(<SubmitNewsPage />);
    expectPageHead({ heading: 'खबर भेजें', title: 'खबर भेजें | जनमत', canonical: href.submitNews() });
  });

  it('offers the configured editorial e-mail as a mailto link', () => {
    renderWithPortal(<SubmitNewsPage />);
    expect(screen.getByText(/रिपोर्टर बनने के लिए हमारे संपादकीय ई-मेल पर लिखें/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'khabar@example.in' })).toHaveAttribute('href', 'mailto:khabar@example.in');
  });
});
