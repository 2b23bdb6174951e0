import type { NewsroomError, VersionConflict } from '@janmat/shared/contracts';

/** The server's Hindi message of a failed call, or a general one when there is none (network down). */
export function errorMessage(error: unknown): string {
  const data = (error as { data?: Partial<NewsroomError> } | undefined)?.data;
  return typeof data?.message === 'string' ? data.message : 'अनुरोध पूरा नहीं हो सका। कृपया दोबारा कोशिश करें।';
}

/** The server's per-field messages of a refused form (400), if any. */
export function fieldErrors(error: unknown): Record<string, string> {
  const errors = (error as { data?: Partial<NewsroomError> } | undefined)?.data?.errors;
  return errors && typeof errors === 'object' ? errors : {};
}

/** The row as it is now when a change was refused (409) for being made to an older version. */
export function conflictOf<T>(error: unknown): T | undefined {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: Partial<VersionConflict<T>> };
  return status === 409 && data?.current !== undefined ? data.current : undefined;
}
