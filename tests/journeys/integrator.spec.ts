import { expect, test } from '../support/fixtures';
import { runAxe } from '../support/axe';
import { blockOtherHosts, PlaygroundPage } from '../pages/playground-page';

test('an admin opens the API playground from the profile menu and runs the residents example, with no other host', async ({
  adminPage: page,
  server,
}) => {
  test.setTimeout(90_000);
  const network = await blockOtherHosts(page.context(), server.url);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: /Rahul Sharma/ }).click();
  await page.getByRole('menuitem', { name: 'API playground' }).click();
  const playground = new PlaygroundPage(page);
  await playground.expectOpen();
  await expect(page.getByText('Signed in as Rahul Sharma')).toBeVisible();

  // Headers holds the session of this tab: what is sent is in sight.
  await playground.showHeaders();
  await expect(playground.headers()).toContainText('"Authorization": "Bearer ');

  await playground.run();
  await expect(playground.result()).toContainText('"name": "Aarav Mehta"');
  await expect(playground.result()).toContainText('"totalCount"');

  // Every example is a tab of its own; the check-in says it changes data.
  const tabs = ['Residents', 'Resident', 'RoomsWithFreeBeds', 'CheckIn', 'ResidentPayments', 'Dues', 'PendingRequests'];
  const tabBar = page.getByRole('list', { name: 'Select active operation' });
  await expect(tabBar.getByRole('listitem')).toHaveCount(tabs.length);
  for (const name of tabs) await expect(tabBar.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(tabBar.getByRole('button', { name: 'Residents', exact: true })).toHaveAttribute('aria-current', 'true');

  // History keeps what was run, in this browser tab.
  await page.getByRole('button', { name: 'Show History' }).click();
  await expect(page.locator('.graphiql-history')).toContainText('Residents');

  // Docs and completion know the schema before any request (it is built into the page).
  await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
  const docs = page.locator('.graphiql-doc-explorer');
  await expect(docs.getByText('Root Types')).toBeVisible();
  await docs.getByRole('link', { name: 'Query', exact: true }).click();
  await expect(docs.getByRole('link', { name: 'students', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Re-fetch GraphQL schema/ })).toHaveCount(0);

  await playground.openTab('CheckIn');
  await expect(playground.operation()).toContainText('# A CHANGE: running this checks a new resident in (bed,');

  // Completion knows the schema: the fields of `me` in a new tab.
  await page.getByRole('button', { name: 'New tab' }).click();
  await playground.operation().getByRole('code').click();
  await page.keyboard.type('{ me { ');
  await page.keyboard.press('Control+Space');
  await expect(page.locator('.suggest-widget')).toContainText('fullName');
  await page.keyboard.press('Escape');

  const violations = async () =>
    (await runAxe(page)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(await violations()).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'API playground', level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(await network.violations(page)).toEqual([]);
  expect(network.attempted).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('an admin makes a read-only key; a browser without a session pastes it into the playground, and once it is revoked is refused', async ({
  adminPage: page,
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const network = await blockOtherHosts(page.context(), server.url);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const toast = (title: string) => page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: title });
  const name = `Playground check ${Date.now() % 100_000}`;

  // Profile Settings → API keys: a read-only key, its secret copied from "Your new key".
  await page.goto('/admin/profile?tab=settings');
  await page.getByRole('button', { name: 'Create API key' }).click();
  const create = page.getByRole('dialog', { name: 'Create API key' });
  await create.getByRole('textbox', { name: /^Name/ }).fill(name);
  await create.getByRole('combobox', { name: /^Access/ }).selectOption('Read only');
  await create.getByRole('combobox', { name: /^Expires/ }).selectOption('In 30 days');
  await create.getByRole('button', { name: 'Create key' }).click();
  await expect(toast('API key created')).toBeVisible();
  const secretField = create.getByRole('textbox', { name: 'Your new key' });
  await expect(secretField).toHaveValue(/^hak_/);
  await create.getByRole('button', { name: 'Copy' }).click();
  const secret = await page.evaluate(() => navigator.clipboard.readText());
  expect(secret).toBe(await secretField.inputValue());
  await create.getByRole('button', { name: 'Done' }).click();

  // Another browser, no session: the playground says how to send a key; the key pasted into Headers runs a query.
  const fresh = await browser.newContext({ baseURL: server.url, permissions: ['clipboard-read', 'clipboard-write'] });
  const freshNetwork = await blockOtherHosts(fresh, server.url);
  const integrator = await fresh.newPage();
  await integrator.goto('/graphql');
  const playground = new PlaygroundPage(integrator);
  await playground.expectOpen();
  await expect(integrator.getByText('Not signed in here.')).toBeVisible();
  await expect(integrator.getByRole('link', { name: 'sign in to Hostel Admin' })).toHaveAttribute(
    'href',
    '/admin/login',
  );
  await playground.showHeaders();
  await expect(playground.headers()).not.toContainText('Authorization');
  // As the page's note shows it: {"Authorization": "Bearer hak_…"}.
  await playground.pasteHeaders(`{"Authorization": "Bearer ${secret}"}`);
  await expect(playground.headers()).toContainText(`"Authorization": "Bearer hak_`);
  await playground.run();
  await expect(playground.result()).toContainText('"name": "Aarav Mehta"');

  // Revoked in the app, the key is refused at once.
  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Revoke API key ${name}?` });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(toast('API key revoked')).toBeVisible();
  await playground.run();
  await expect(playground.result()).toContainText('"code": "UNAUTHENTICATED"');
  await expect(playground.result()).not.toContainText('Aarav Mehta');

  expect(await freshNetwork.violations(integrator)).toEqual([]);
  expect(freshNetwork.attempted).toEqual([]);
  expect(network.attempted).toEqual([]);
  await fresh.close();
});
