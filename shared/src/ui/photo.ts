// `@janmat/shared/photo`: a photo with its responsive renditions (`Photo`, `photoSources`). Not in the
// root export: the sections that show photos (news, the newsroom) bundle it, other pages do not carry it.

export { newsPhotoStyle } from './newsPhotoStyle';
export { Photo, type PhotoProps } from './Photo';
export { COLUMN_PHOTO_SIZES, type PhotoSources, photoSources } from './photoSources';
