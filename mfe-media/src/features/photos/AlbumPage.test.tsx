import { ROUTES } from '@janmat/shared';
import { expectPageHead, mockApi, renderWithPortal } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { album, photos } from '../../test/fixtures';
import { AlbumPage } from './AlbumPage';

const open = (at: string, api: Record<string, unknown>) => {
  mockApi(api);
  return renderWithPortal(<AlbumPage />, { route: at, path: ROUTES.album.path });
};

afterEach(() => jest.restoreAllMocks());

describe('AlbumPage', () => {
  it('shows the album photos with names and descriptions and the album head tags', async () => {
    open('/photos/alb-101/vidhan-sabha-satra', { '/api/photodetails/alb-101': { data: photos, data1: [album] } });
    expect(await screen.findByRole('heading', { level: 2, name: 'सदन की कार्यवाही' })).toBeInTheDocument();
    expect(screen.getByText('बजट पर चर्चा।')).toBeInTheDocument();
    expectPageHead({
      heading: album.name,
      title: album.m_title,
      canonical: '/photos/alb-101/vidhan-sabha-satra',
      current: album.name,
      links: ['फोटो गैलरी'],
    });
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', album.m_des);
    expect(document.querySelector('meta[name="keywords"]')).toHaveAttribute('content', album.m_keys);
  });

  it('loads the first photo at once and the others lazily, all with their size', async () => {
    open('/photos/alb-101/x', { '/api/photodetails/alb-101': { data: photos, data1: [album] } });
    const [first, second] = await screen.findAllByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).toHaveAttribute('width', '800');
    expect(second).toHaveAttribute('height', '600');
  });

  it('shows the not-found page for an album the server does not know', async () => {
    open('/photos/nope/x', { '/api/photodetails/nope': { data: [], data1: [] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
  });

  it('shows the not-found page when the server answers 404', async () => {
    open('/photos/gone/x', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
  });

  it('says so in Hindi when an album has no photos yet', async () => {
    open('/photos/alb-101/x', { '/api/photodetails/alb-101': { data: [], data1: [album] } });
    expect(await screen.findByText('इस एल्बम में अभी कोई फोटो नहीं है।')).toBeInTheDocument();
  });
});
