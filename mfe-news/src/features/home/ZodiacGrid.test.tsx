import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ZodiacGrid } from './ZodiacGrid';

describe('ZodiacGrid', () => {
  it('links the 12 signs in order with the shifted pairing of the spec', () => {
    render(
      <MemoryRouter>
        <ZodiacGrid />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent?.slice(1), a.getAttribute('href')])).toEqual([
      ['मेष', '/astrology/leo'],
      ['वृषभ', '/astrology/cancer'],
      ['मिथुन', '/astrology/aquarius'],
      ['कर्क', '/astrology/aries'],
      ['सिंह', '/astrology/capricorn'],
      ['कन्या', '/astrology/taurus'],
      ['तुला', '/astrology/gemini'],
      ['वृश्चिक', '/astrology/libra'],
      ['धनु', '/astrology/pisces'],
      ['मकर', '/astrology/sagittarius'],
      ['कुंभ', '/astrology/scorpio'],
      ['मीन', '/astrology/virgo'],
    ]);
  });
});
