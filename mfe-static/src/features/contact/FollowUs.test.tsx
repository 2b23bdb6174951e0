import { getRuntimeConfig } from '@janmat/shared';
import { renderWithPortal } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import { FollowUs } from './FollowUs';

describe('FollowUs', () => {
  it('links every social profile from the settings, opening in a new tab', () => {
    renderWithPortal(<FollowUs />);
    const block = screen.getByRole('region', { name: 'हमें फ़ॉलो करें' });
    const links = within(block).getAllByRole('link');
    const { social } = getRuntimeConfig();
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['फ़ेसबुक', social.facebook],
      ['एक्स (ट्विटर)', social.x],
      ['यूट्यूब', social.youtube],
      ['इंस्टाग्राम', social.instagram],
      ['व्हाट्सऐप', social.whatsapp],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
