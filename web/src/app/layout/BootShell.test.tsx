import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import indexHtml from '../../../index.html?raw';
import { BootShell } from './BootShell';

/** An element tree as tags, classes, roles, inline widths and words: what the two shells must agree on. */
function outline(node: Element): string {
  const attributes = ['class', 'role', 'aria-hidden']
    .map((name) => (node.hasAttribute(name) ? ` ${name}="${node.getAttribute(name)}"` : ''))
    .join('');
  const width = (node as HTMLElement).style?.width;
  const children = [...node.childNodes]
    .map((child) =>
      child.nodeType === Node.ELEMENT_NODE ? outline(child as Element) : (child.textContent ?? '').trim(),
    )
    .filter(Boolean)
    .join('');
  return `<${node.tagName.toLowerCase()}${attributes}${width ? ` width=${width}` : ''}>${children}</>`;
}

function htmlShell(): string {
  const root = new DOMParser().parseFromString(indexHtml, 'text/html').getElementById('root')!;
  return outline(root);
}

function reactShell(path: string): string {
  const router = createMemoryRouter([{ path: '*', element: <BootShell /> }], { initialEntries: [path] });
  const { container } = render(<RouterProvider router={router} />);
  const root = document.createElement('div');
  root.id = 'root';
  root.append(...[...container.childNodes].map((node) => node.cloneNode(true)));
  return outline(root);
}

describe('BootShell', () => {
  it('repeats index.html’s shell, the login card with its words, so React’s first render changes nothing', () => {
    const html = htmlShell();
    expect(html).toContain('Enter your phone number to receive a one-time code.');
    expect(reactShell('/admin/login')).toBe(html);
    expect(reactShell('/')).toBe(html);
  });

  it('leaves the login page’s words out of the sign-in card of another page', () => {
    const shell = reactShell('/admin/register');
    expect(shell).toContain('Loading…');
    expect(shell).not.toContain('Login');
    expect(shell).not.toContain('one-time code');
  });
});
