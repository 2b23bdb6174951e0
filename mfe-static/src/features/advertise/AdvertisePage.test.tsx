import { href } from '@janmat/shared';
import { expectPageHead, renderWithPortal } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { AdvertisePage } from './AdvertisePage';

describe('AdvertisePage', () => {
  it('has its heading, title and canonical link', () => {
    renderWithPortal(<AdvertisePage />);
    expectPageHead({ heading: 'विज्ञापन दें', title: 'विज्ञापन दें | जनमत', canonical: href.advertise() });
  });

  it('lists the advertising options and sends advertisers to the contact page', () => {
    renderWithPortal(<AdvertisePage />);
    expect(screen.getByRole('heading', { level: 2, name: 'विज्ञापन के विकल्प' })).toBeInTheDocument();
    expect(screen.getByText(/मासिक जनमत पत्रिका में/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'विज्ञापन के लिए संपर्क करें' })).toHaveAttribute('href', href.contact());
  });
});
