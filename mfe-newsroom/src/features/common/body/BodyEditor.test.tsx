import { screen, waitFor } from '@testing-library/react';
import { renderBodyEditor } from '../../../test/renderBodyEditor';

const renderBody = renderBodyEditor;

const button = (name: string) => screen.getByRole('button', { name });

describe('BodyEditor', () => {
  it('shows the body in a labelled editable area with a toolbar of named buttons', () => {
    const { area } = renderBody('<p>पहला पैरा</p><h2>शीर्षक</h2>');
    expect(area).toHaveAttribute('contenteditable', 'true');
    expect(area.querySelector('h2')).toHaveTextContent('शीर्षक');
    const toolbar = screen.getByRole('toolbar', { name: 'पाठ का स्वरूप' });
    for (const name of ['मोटे अक्षर', 'तिरछे अक्षर', 'H2 उपशीर्षक', 'H3 छोटा उपशीर्षक', 'उद्धरण', 'लिंक']) {
      expect(button(name)).toHaveAttribute('aria-pressed', 'false');
      expect(toolbar).toContainElement(button(name));
    }
  });

  it('toggles bold on the selected words, and says so with aria-pressed', async () => {
    const { user, area, html } = renderBody();
    await user.click(area);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(button('मोटे अक्षर'));
    expect(button('मोटे अक्षर')).toHaveAttribute('aria-pressed', 'true');
    expect(html()).toBe('<p><strong>नमस्ते दुनिया</strong></p>');
    await user.click(button('मोटे अक्षर'));
    expect(button('मोटे अक्षर')).toHaveAttribute('aria-pressed', 'false');
    expect(html()).toBe('<p>नमस्ते दुनिया</p>');
  });

  it('turns the paragraph into a heading and a quote', async () => {
    const { user, area, html } = renderBody();
    await user.click(area);
    await user.click(button('H2 उपशीर्षक'));
    expect(button('H2 उपशीर्षक')).toHaveAttribute('aria-pressed', 'true');
    expect(html()).toBe('<h2>नमस्ते दुनिया</h2>');
    await user.click(button('उद्धरण'));
    await waitFor(() => expect(html()).toBe('<blockquote><h2>नमस्ते दुनिया</h2></blockquote>'));
  });

  it('links the selected words to an http(s) address only', async () => {
    const { user, area, html } = renderBody();
    await user.click(area);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(button('लिंक'));
    await user.type(screen.getByLabelText('लिंक का पता'), 'javascript:alert(1)');
    await user.click(button('लिंक लगाएँ'));
    expect(screen.getByLabelText('लिंक का पता')).toHaveAccessibleDescription(/http:\/\/ या https:\/\//);
    expect(html()).toBe('<p>नमस्ते दुनिया</p>');

    await user.clear(screen.getByLabelText('लिंक का पता'));
    await user.type(screen.getByLabelText('लिंक का पता'), 'https://example.in/a{Enter}');
    expect(html()).toBe('<p><a href="https://example.in/a">नमस्ते दुनिया</a></p>');
    expect(screen.queryByLabelText('लिंक का पता')).not.toBeInTheDocument();
  });
});
