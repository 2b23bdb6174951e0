import { connectRemotes, loadSection, setRemoteLoader } from './loadExposed';

const routesModule = { pages: { videos: () => null } };

afterAll(() => setRemoteLoader());

describe('loadSection', () => {
  it("loads the remote's ./routes once and shares it", async () => {
    const loader = jest.fn().mockResolvedValue(routesModule);
    setRemoteLoader(loader);
    const [first, second] = await Promise.all([loadSection('media'), loadSection('media')]);
    expect(await loadSection('media')).toBe(first);
    expect(second).toBe(first);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith('media/routes');
  });

  it('forgets a failed load so that a retry loads again', async () => {
    const loader = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(routesModule);
    setRemoteLoader(loader);
    await expect(loadSection('news')).rejects.toThrow('offline');
    await expect(loadSection('news')).resolves.toBe(routesModule);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('fails when the runtime gives nothing back or the module has no pages', async () => {
    setRemoteLoader(jest.fn().mockResolvedValueOnce(null).mockResolvedValueOnce({}));
    await expect(loadSection('polls')).rejects.toThrow('polls/routes could not be loaded');
    await expect(loadSection('polls')).rejects.toThrow('exposes no pages');
  });

  it('turns a loader that throws at once into a failed load', async () => {
    setRemoteLoader(() => {
      throw new Error('no remote registered');
    });
    await expect(loadSection('static')).rejects.toThrow('no remote registered');
  });
});

describe('connectRemotes', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('loads sections through the remotes it is given, asking again after a failed read', async () => {
    const read = jest.fn().mockRejectedValueOnce(new Error('/remotes.json answered 503')).mockResolvedValueOnce([]);
    connectRemotes(read);
    await expect(loadSection('news')).rejects.toThrow('503');
    await expect(loadSection('news')).rejects.toThrow('No remote "news" is registered');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
