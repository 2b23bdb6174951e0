import { href } from '@janmat/shared';
import { screen } from '@testing-library/react';
import { expectPageHead, renderPage } from '../../test/renderPage';
import { ContactPage } from './ContactPage';

describe('ContactPage', () => {
  it('has its heading, title and canonical link', () => {
    renderPage(<ContactPage />, { route: href.contact() });
    expectPageHead({ heading: 'संपर्क करें', title: 'संपर्क करें | जनमत', canonical: href.contact() });
  });

  it('shows the labelled form beside the follow-us block', () => {
    renderPage(<ContactPage />, { route: href.contact() });
    expect(screen.getByRole('form', { name: 'हमें संदेश भेजें' })).toBeInTheDocument();
    for (const label of ['नाम', 'ई-मेल', 'मोबाइल नंबर', 'विषय (वैकल्पिक)', 'संदेश']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'हमें फ़ॉलो करें' })).toBeInTheDocument();
  });
});
