import { href } from '@janmat/shared';
import { expectPageHead, renderWithPortal } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { AboutPage } from './AboutPage';

describe('AboutPage', () => {
  it('has its heading, title and canonical link', () => {
    renderWithPortal(<AboutPage />);
    expectPageHead({ heading: 'हमारे बारे में', title: 'हमारे बारे में | जनमत', canonical: href.about() });
  });

  it('names the six states the product covers and links to the contact page', () => {
    renderWithPortal(<AboutPage />);
    const coverage = screen.getByRole('heading', { name: 'हम किन इलाक़ों पर नज़र रखते हैं' }).parentElement;
    for (const state of ['राजस्थान', 'मध्य प्रदेश', 'उत्तर प्रदेश', 'हरियाणा', 'दिल्ली', 'बिहार']) {
      expect(coverage).toHaveTextContent(state);
    }
    expect(screen.getByRole('link', { name: 'सुझाव या आपत्ति भेजें' })).toHaveAttribute('href', href.contact());
  });
});
