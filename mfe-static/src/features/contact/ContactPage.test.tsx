import { href } from '@janmat/shared';
import { expectPageHead, renderWithPortal } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { ContactPage } from './ContactPage';

describe('ContactPage', () => {
  it('has its heading, title and canonical link', () => {
    renderWithPortal(<ContactPage />, { route: href.contact() });
    expectPageHead({ heading: 'संपर्क करें', title: 'संपर्क करें | जनमत', canonical: href.contact() });
  });

  it('shows the labelled form beside the follow-us block', () => {
    renderWithPortal(<ContactPage />, { route: href.contact() });
    expect(screen.getByRole('form', { name: 'हमें संदेश भेजें' })).toBeInTheDocument();
    for (const label of ['नाम', 'ई-मेल', 'मोबाइल नंबर', 'विषय (वैकल्पिक)', 'संदेश']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'हमें फ़ॉलो करें' })).toBeInTheDocument();
  });
});
