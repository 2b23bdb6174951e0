import { useLocation } from 'react-router-dom';

/** Reports the router's current path on every render, so a test can tell where the reader is. */
export function LocationProbe({ onChange }: { onChange: (pathname: string) => void }) {
  onChange(useLocation().pathname);
  return null;
}
