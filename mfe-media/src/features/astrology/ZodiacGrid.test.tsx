import { ZODIAC_SIGNS } from '@janmat/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ZodiacGrid } from './ZodiacGrid';

/** Spec §2: the pairing is shifted; the first sign shown links to leo, and so on. */
const SPEC_PAIRING = [
  ['मेष', 'leo'],
  ['वृषभ', 'cancer'],
  ['मिथुन', 'aquarius'],
  ['कर्क', 'aries'],
  ['सिंह', 'capricorn'],
  ['कन्या', 'taurus'],
  ['तुला', 'gemini'],
  ['वृश्चिक', 'libra'],
  ['धनु', 'pisces'],
  ['मकर', 'sagittarius'],
  ['कुंभ', 'scorpio'],
  ['मीन', 'virgo'],
];

describe('ZodiacGrid', () => {
  it('shows the 12 Hindi names in order, each linking to the shifted code of the spec', () => {
    render(
      <MemoryRouter>
        <ZodiacGrid signs={ZODIAC_SIGNS} label="राशियाँ" />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(12);
    SPEC_PAIRING.forEach(([name, code], i) => {
      expect(links[i]).toHaveAccessibleName(name);
      expect(links[i]).toHaveAttribute('href', `/astrology/${code}`);
    });
  });
});
