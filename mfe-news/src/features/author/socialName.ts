const NETWORKS: Record<string, string> = {
  'x.com': 'X',
  'twitter.com': 'X',
  'facebook.com': 'Facebook',
  'instagram.com': 'Instagram',
  'youtube.com': 'YouTube',
  'linkedin.com': 'LinkedIn',
};

/** Readable name of a social profile link, from its host (`x.com` → `X`). */
export function socialName(link: string): string {
  try {
    const host = new URL(link).hostname.replace(/^www\./, '');
    return NETWORKS[host] ?? host;
  } catch {
    return 'प्रोफ़ाइल';
  }
}
