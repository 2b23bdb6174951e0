import { getRuntimeConfig, type SocialLinks } from '@janmat/shared';
import { CONTACT_TEXTS } from './content';
import { blockHeading, socialLink, socialList } from './styles';

const NETWORKS: readonly { key: keyof SocialLinks; label: string }[] = [
  { key: 'facebook', label: 'फ़ेसबुक' },
  { key: 'x', label: 'एक्स (ट्विटर)' },
  { key: 'youtube', label: 'यूट्यूब' },
  { key: 'instagram', label: 'इंस्टाग्राम' },
  { key: 'whatsapp', label: 'व्हाट्सऐप' },
];

/** The follow-us block: the site's social profiles from the runtime settings, each in a new tab. */
export function FollowUs() {
  const { social } = getRuntimeConfig();
  return (
    <section aria-labelledby="follow-us-heading">
      <h2 id="follow-us-heading" css={blockHeading}>
        {CONTACT_TEXTS.followUs}
      </h2>
      <ul css={socialList}>
        {NETWORKS.map(({ key, label }) => (
          <li key={key}>
            <a href={social[key]} target="_blank" rel="noopener noreferrer" css={socialLink}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
