import { screen } from '@testing-library/react';
import { Link, useParams } from 'react-router-dom';
import { createPortalStore, pushNotice } from '../store';
import { renderWithPortal } from './renderWithPortal';

function Greeting() {
  const { name } = useParams();
  return <Link to="/elsewhere/पेज">{`नमस्ते ${name}`}</Link>;
}

describe('renderWithPortal', () => {
  it('mounts the page on its route pattern and follows links out of it', async () => {
    const view = renderWithPortal(<Greeting />, { route: '/hello/सीमा', path: '/hello/:name' });
    await view.user.click(screen.getByRole('link', { name: 'नमस्ते सीमा' }));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/elsewhere/पेज');
    expect(view.pathname()).toBe('/elsewhere/पेज');
  });

  it('renders without a pattern at any path, in the store it is given', () => {
    const store = createPortalStore();
    store.dispatch(pushNotice({ text: 'धन्यवाद', tone: 'success' }));
    const view = renderWithPortal(<p>पेज</p>, { route: '/contact-us', store });
    expect(screen.getByText('पेज')).toBeInTheDocument();
    expect(view.store).toBe(store);
    expect(view.notices()).toEqual(['धन्यवाद']);
    expect(view.pathname()).toBe('/contact-us');
  });
});
