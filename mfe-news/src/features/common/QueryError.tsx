import { LoadError, type LoadErrorProps } from '@janmat/shared';

/** The shared `LoadError` with the news section's default message; the error goes to the console. */
export function QueryError({ message = 'ख़बरें लोड नहीं हो सकीं।', ...props }: LoadErrorProps & { error: unknown }) {
  return <LoadError message={message} {...props} />;
}
