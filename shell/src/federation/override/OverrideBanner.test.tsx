import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OverrideBanner } from './OverrideBanner';

const URL_NEWS = 'https://preview.example/pr-12/mf-manifest.json';
const region = () => screen.getByRole('region', { name: 'दूसरे बिल्ड का पूर्वावलोकन' });

test('names the section taken from another build and that build, read from its manifest', async () => {
  const readBuild = jest.fn(async () => '0.0.0+abc1234.9f8e7d6c');
  render(
    <OverrideBanner
      overrides={[{ remote: 'news', url: URL_NEWS }]}
      proposed={[]}
      refused={[]}
      onApply={jest.fn()}
      readBuild={readBuild}
      onClear={jest.fn()}
    />,
  );
  expect(region()).toHaveTextContent('«समाचार» (news) हिस्सा दूसरे बिल्ड से चल रहा है। बिल्ड: पता किया जा रहा है…');
  expect(await screen.findByText('0.0.0+abc1234.9f8e7d6c')).toBeInTheDocument();
  expect(region()).toHaveTextContent(URL_NEWS);
  expect(readBuild).toHaveBeenCalledWith(URL_NEWS);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('says the build is unknown when the manifest cannot be read', async () => {
  const readBuild = jest.fn(async () => {
    throw new Error('offline');
  });
  render(
    <OverrideBanner
      overrides={[{ remote: 'polls', url: URL_NEWS }]}
      proposed={[]}
      refused={[]}
      onApply={jest.fn()}
      readBuild={readBuild}
      onClear={jest.fn()}
    />,
  );
  expect(await screen.findByText('अज्ञात')).toBeInTheDocument();
});

test('its button clears the overrides', async () => {
  const onClear = jest.fn(async () => undefined);
  render(
    <OverrideBanner
      overrides={[{ remote: 'news', url: URL_NEWS }]}
      proposed={[]}
      refused={[]}
      onApply={jest.fn()}
      readBuild={async () => undefined}
      onClear={onClear}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'मूल बिल्ड पर लौटें' }));
  expect(onClear).toHaveBeenCalledTimes(1);
});

test('a refused override is a visible message with the reason, which the reader can close', async () => {
  render(
    <OverrideBanner
      overrides={[]}
      proposed={[]}
      onApply={jest.fn()}
      refused={[{ remote: 'news', url: 'https://evil.example/mf-manifest.json', reason: 'origin' }]}
      readBuild={jest.fn()}
      onClear={jest.fn()}
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(
    '«समाचार» (news) हिस्सा नहीं बदला गया (https://evil.example/mf-manifest.json): यह पता अनुमत स्रोतों में नहीं है।',
  );
  expect(screen.queryByRole('button', { name: 'मूल बिल्ड पर लौटें' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'संदेश बंद करें' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('says so when the site allows no override at all, or has no such section', () => {
  render(
    <OverrideBanner
      overrides={[]}
      proposed={[]}
      onApply={jest.fn()}
      refused={[
        { remote: 'media', url: 'https://preview.example/m.json', reason: 'off' },
        { remote: 'sport', url: 'https://preview.example/s.json', reason: 'unknown' },
      ]}
      readBuild={jest.fn()}
      onClear={jest.fn()}
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('इस साइट पर किसी हिस्से को दूसरे बिल्ड से बदलने की अनुमति नहीं है।');
  expect(screen.getByRole('alert')).toHaveTextContent('«sport» हिस्सा नहीं बदला गया');
});

test('a proposal and an applied override side by side: the question, and the way back', async () => {
  render(
    <OverrideBanner
      overrides={[{ remote: 'news', url: URL_NEWS }]}
      proposed={[{ remote: 'polls', url: 'https://preview.example/polls/mf-manifest.json' }]}
      refused={[]}
      readBuild={async () => undefined}
      onApply={jest.fn()}
      onClear={jest.fn()}
    />,
  );
  expect(screen.getByRole('alertdialog')).toHaveTextContent('«पोल» (polls) हिस्सा https://preview.example के बिल्ड से');
  expect(screen.getByRole('button', { name: 'मूल बिल्ड पर लौटें' })).toBeInTheDocument();
  expect(await screen.findByText('अज्ञात')).toBeInTheDocument();
});

test('ending the overrides fails visibly when the server refuses', async () => {
  const onClear = jest.fn(async () => {
    throw new Error('यह अनुरोध साइट के अपने पेज से नहीं आया, इसलिए बिल्ड नहीं बदला गया।');
  });
  render(
    <OverrideBanner
      overrides={[{ remote: 'news', url: URL_NEWS }]}
      proposed={[]}
      refused={[]}
      readBuild={async () => undefined}
      onApply={jest.fn()}
      onClear={onClear}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'मूल बिल्ड पर लौटें' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('यह अनुरोध साइट के अपने पेज से नहीं आया');
  expect(screen.getByRole('button', { name: 'मूल बिल्ड पर लौटें' })).toBeEnabled();
});
