import { href } from '@janmat/shared';
import { expectPageHead, renderWithPortal } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { FaqsPage } from './FaqsPage';

describe('FaqsPage', () => {
  it('has its heading, title and canonical link', () => {
    renderWithPortal(<FaqsPage />);
    expectPageHead({
      heading: 'अक्सर पूछे जाने वाले प्रश्न',
      title: 'अक्सर पूछे जाने वाले प्रश्न | जनमत',
      canonical: href.faqs(),
    });
  });

  it('asks the five questions: product, coverage, joining, advertising, platforms', () => {
    renderWithPortal(<FaqsPage />);
    const questions = [
      'जनमत क्या है?',
      'जनमत किन राज्यों की खबरें देता है?',
      'मैं जनमत की टीम से कैसे जुड़ सकता हूँ?',
      'जनमत पर विज्ञापन कैसे दें?',
      'जनमत किन प्लेटफ़ॉर्म पर उपलब्ध है?',
    ];
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    for (const name of questions) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });
});
