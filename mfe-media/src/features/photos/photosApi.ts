import {
  type Album,
  baseApi,
  type PhotoDetailsResponse,
  type PhotoItem,
  SUBJECT_LOOKUP,
  unwrapList,
} from '@janmat/shared';

export interface AlbumDetails {
  photos: PhotoItem[];
  /** The album (`data1[0]`), or null when the code is unknown. */
  album: Album | null;
}

function toAlbumDetails(response: Partial<PhotoDetailsResponse> | null | undefined): AlbumDetails {
  return {
    photos: Array.isArray(response?.data) ? response.data : [],
    album: Array.isArray(response?.data1) ? (response.data1[0] ?? null) : null,
  };
}

export const photosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAlbums: build.query<Album[], void>({ query: () => 'photos', transformResponse: unwrapList<Album> }),
    getAlbumDetails: build.query<AlbumDetails, string>({
      query: (code) => `photodetails/${encodeURIComponent(code)}`,
      extraOptions: SUBJECT_LOOKUP,
      transformResponse: toAlbumDetails,
    }),
  }),
});

export const { useGetAlbumsQuery, useGetAlbumDetailsQuery } = photosApi;
