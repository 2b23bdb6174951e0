import { connectRemotes, forgetExposed, forgetSection, loadExposed, loadSection, setRemoteLoader } from './loadExposed';

const routesModule = { pages: { videos: () => null } };
const widget = { PollWidget: () => null };

afterAll(() => setRemoteLoader());

describe('loadSection', () => {
  it("loads the remote's ./routes once and gives every caller the same promise", async () => {
    const loader = jest.fn().mockResolvedValue(routesModule);
    setRemoteLoader(loader);
    const first = loadSection('media');
    expect(loadSection('media')).toBe(first);
    await expect(first).resolves.toBe(routesModule);
    expect(loadSection('media')).toBe(first);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith('media/routes');
  });

  it('keeps a failed load (React renders again after an error) until the retry forgets it', async () => {
    const loader = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(routesModule);
    setRemoteLoader(loader);
    const failed = loadSection('news');
    await expect(failed).rejects.toThrow('offline');
    expect(loadSection('news')).toBe(failed);
    expect(loader).toHaveBeenCalledTimes(1);

    forgetSection('news');
    await expect(loadSection('news')).resolves.toBe(routesModule);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('fails when the runtime gives nothing back or the module has no pages', async () => {
    setRemoteLoader(jest.fn().mockResolvedValueOnce(null).mockResolvedValueOnce({}));
    await expect(loadSection('polls')).rejects.toThrow('polls/routes could not be loaded');
    forgetSection('polls');
    await expect(loadSection('polls')).rejects.toThrow('exposes no pages');
  });

  it('turns a loader that throws at once into a failed load', async () => {
    setRemoteLoader(() => {
      throw new Error('no remote registered');
    });
    await expect(loadSection('static')).rejects.toThrow('no remote registered');
  });
});

describe('loadExposed', () => {
  it('marks a settled load the way React reads it, so a loaded module renders without suspending', async () => {
    setRemoteLoader(async () => widget);
    const loading = loadExposed('polls/PollWidget');
    await loading;
    expect(loading).toMatchObject({ status: 'fulfilled', value: widget });

    setRemoteLoader(async () => {
      throw new Error('gone');
    });
    const failing = loadExposed('polls/PollWidget');
    await failing.catch(() => undefined);
    expect(failing).toMatchObject({ status: 'rejected', reason: new Error('gone') });
    forgetExposed('polls/PollWidget');
    expect(loadExposed('polls/PollWidget')).not.toBe(failing);
  });
});

describe('connectRemotes', () => {
  it('loads through the connected loader, and again after a test loader is removed', async () => {
    const runtime = jest.fn().mockResolvedValue(routesModule);
    connectRemotes(runtime);
    await expect(loadSection('news')).resolves.toBe(routesModule);
    setRemoteLoader(async () => ({ pages: {} }));
    await expect(loadSection('news')).resolves.toEqual({ pages: {} });
    setRemoteLoader();
    await expect(loadSection('news')).resolves.toBe(routesModule);
    expect(runtime).toHaveBeenCalledTimes(2);
  });
});
