import { expect, test } from '../support/fixtures';
import { loginByApi } from '../support/api';
import { VIEWPORTS } from '../support/a11y';
import { sidewaysScrolling, smallTargets, titleAndHeading } from '../support/page-checks';
import { runAxe } from '../support/axe';
import { graphql } from '../support/graphql';

test('the resident page at 1440 and 390 px: axe finds nothing, nothing scrolls sideways, targets are 44 px', async ({
  browser,
  request,
  session,
}) => {
  // A resident of the demo hostel given a login here (the journeys sign the demo resident in; a code per phone a minute).
  const { students } = await graphql<{ students: { items: { id: string; phone: string }[] } }>(
    request,
    session,
    'query ($search: String) { students(search: $search) { items { id phone } } }',
    { search: 'Rohan Deshmukh' },
  );
  const [rohan] = students.items;
  await graphql(
    request,
    session,
    'mutation ($input: GrantResidentAccessInput!) { grantResidentAccess(input: $input) { student { id } } }',
    { input: { studentId: rohan.id } },
  );
  const resident = await loginByApi(request, rohan.phone);
  const context = await browser.newContext();
  await context.addInitScript(
    (value) => window.sessionStorage.setItem('admin_details', value),
    JSON.stringify(resident),
  );
  const page = await context.newPage();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/resident');
    await expect(page.getByRole('region', { name: 'Payments and receipts' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'My Residence' })).toBeVisible();
    const results = await runAxe(page);
    const where = `/resident at ${viewport.width} px`;
    expect(
      results.violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    expect(await sidewaysScrolling(page), where).toEqual([]);
    expect(await smallTargets(page), where).toEqual([]);
    expect(await titleAndHeading(page), where).toEqual({
      title: 'My Residence · Hostel Admin',
      heading: 'My Residence',
    });
  }
  await context.close();
});
