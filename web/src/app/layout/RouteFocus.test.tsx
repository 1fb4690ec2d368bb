import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '@/test/renderRoute';
import { signIn } from '@/test/session';

describe('titles and focus across routes', () => {
  it('names the tab after the page and moves focus to the new heading after a navigation', async () => {
    signIn();
    const { user } = renderRoute('/admin/billing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing Settings' })).toBeTruthy();
    expect(document.title).toBe('Billing Settings · Hostel Admin');
    // The first load leaves focus alone.
    expect(document.activeElement).toBe(document.body);

    await user.click(screen.getByRole('link', { name: 'Visitor Management' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Visitor Management' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(document.title).toBe('Visitor Management · Hostel Admin');
  });

  it('leaves focus on the login phone field after the first redirect', async () => {
    renderRoute('/');
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await waitFor(() => expect(document.title).toBe('Login · Hostel Admin'));
    expect(document.activeElement).toBe(phone);
  });
});
