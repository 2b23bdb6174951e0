import { href } from '@janmat/shared';
import { expectPageHead, renderWithPortal } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { RefundPage } from './RefundPage';

describe('RefundPage', () => {
  it('has its heading, title and canonical link', () => {
    renderWithPortal(<RefundPage />);
    expectPageHead({ heading: 'रिफंड नीति', title: 'रिफंड नीति | जनमत', canonical: href.refund() });
  });

  it('covers the magazine, advertising and how to ask for a refund', () => {
    renderWithPortal(<RefundPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'पत्रिका की सदस्यता',
      'विज्ञापन बुकिंग',
      'रिफंड कैसे माँगें',
    ]);
    expect(screen.getByRole('link', { name: 'रिफंड के लिए संपर्क करें' })).toHaveAttribute('href', href.contact());
  });
});
