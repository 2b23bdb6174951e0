import { useLocation } from 'react-router-dom';

/** Stands for any page outside the one under test, showing the path a link or redirect led to. */
export function ElsewherePage() {
  const { pathname } = useLocation();
  return <p data-testid="elsewhere">{decodeURIComponent(pathname)}</p>;
}
