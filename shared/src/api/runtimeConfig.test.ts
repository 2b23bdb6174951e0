import { CONFIG_SCRIPT_ID, getRuntimeConfig, resetRuntimeConfig } from './runtimeConfig';

function setConfigScript(text: string | undefined) {
  document.getElementById(CONFIG_SCRIPT_ID)?.remove();
  if (text === undefined) return;
  const script = document.createElement('script');
  script.id = CONFIG_SCRIPT_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => {
  setConfigScript(undefined);
  resetRuntimeConfig();
});

describe('getRuntimeConfig', () => {
  it('uses the defaults when the page has no configuration', () => {
    expect(getRuntimeConfig()).toEqual({
      apiBase: '/api',
      siteUrl: 'http://localhost',
      editorialEmail: 'editor@janmat.in',
      social: {
        facebook: expect.stringMatching(/^https:\/\/www\.facebook\.com\//),
        x: expect.stringMatching(/^https:\/\/x\.com\//),
        youtube: expect.stringMatching(/^https:\/\/www\.youtube\.com\//),
        instagram: expect.stringMatching(/^https:\/\/www\.instagram\.com\//),
        whatsapp: expect.stringMatching(/whatsapp\.com\//),
      },
    });
  });

  it('reads the page configuration and keeps defaults for what it leaves out', () => {
    setConfigScript(
      JSON.stringify({
        apiBase: 'https://api.janmat.in/api/',
        siteUrl: 'https://janmat.in/',
        social: { x: 'https://x.com/j' },
      }),
    );
    const config = getRuntimeConfig();
    expect(config.apiBase).toBe('https://api.janmat.in/api');
    expect(config.siteUrl).toBe('https://janmat.in');
    expect(config.social.x).toBe('https://x.com/j');
    expect(config.social.facebook).toMatch(/facebook\.com/);
    expect(config.editorialEmail).toBe('editor@janmat.in');
  });

  it('parses the page once', () => {
    setConfigScript(JSON.stringify({ editorialEmail: 'first@janmat.in' }));
    expect(getRuntimeConfig().editorialEmail).toBe('first@janmat.in');
    setConfigScript(JSON.stringify({ editorialEmail: 'second@janmat.in' }));
    expect(getRuntimeConfig().editorialEmail).toBe('first@janmat.in');
  });

  it('logs invalid JSON and falls back to the defaults', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    setConfigScript('{ not json');
    expect(getRuntimeConfig().apiBase).toBe('/api');
    expect(error).toHaveBeenCalledWith(expect.stringContaining(CONFIG_SCRIPT_ID), expect.any(SyntaxError));
    error.mockRestore();
  });
});
