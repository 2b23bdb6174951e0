/** What the server writes for an upload (see photos.ts for the naming every page reads). */

/** The share picture's size (`og.jpg`). */
export const PHOTO_SHARE_SIZE = { width: 1200, height: 630 } as const;

/** The path an upload is stored under (its largest JPEG). */
export function uploadedPhotoPath(month: string, id: string, largest: number): string {
  return `/uploads/newsroom/${month}/${id}/${largest}.jpg`;
}
