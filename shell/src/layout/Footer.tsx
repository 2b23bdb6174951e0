import { css } from '@emotion/react';
import { href, Link, mq, theme } from '@janmat/shared';
import { LiteSwitch } from './LiteSwitch';
import { SocialLinks } from './SocialLinks';

const LINKS = [
  { label: 'हमारे बारे में', to: href.about() },
  { label: 'संपर्क करें', to: href.contact() },
  { label: 'अक्सर पूछे जाने वाले प्रश्न', to: href.faqs() },
  { label: 'गोपनीयता नीति', to: href.privacy() },
  { label: 'रिफंड नीति', to: href.refund() },
  { label: 'विज्ञापन दें', to: href.advertise() },
  { label: 'समाचार भेजें', to: href.submitNews() },
];

const footerCss = css({
  marginTop: theme.space.xxl,
  background: theme.colors.chrome,
  color: theme.colors.onChrome,
  a: {
    color: 'inherit',
  },
});

const innerCss = css({
  display: 'grid',
  gap: theme.space.lg,
  maxWidth: theme.maxWidth,
  margin: '0 auto',
  padding: `${theme.space.xl} ${theme.space.md}`,
  [mq.md]: {
    gridTemplateColumns: '2fr 1fr',
  },
});

const linksCss = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space.sm} ${theme.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  a: {
    display: 'inline-block',
    padding: `${theme.space.xs} 0`,
  },
});

const copyrightCss = css({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: theme.fontSizes.sm,
});

/** Bottom of every page: the site's pages, the social links, the lite switch and the copyright line. */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <footer css={footerCss}>
      <div css={innerCss}>
        <nav aria-label="साइट के पेज">
          <ul css={linksCss}>
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <SocialLinks inverted />
        <LiteSwitch />
        <p css={copyrightCss}>© {year} जनमत। सर्वाधिकार सुरक्षित।</p>
      </div>
    </footer>
  );
}
