import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * The API playground (GET /graphql from a browser: GraphiQL). Monaco draws its editors' text as lines of spans, so
 * what an editor holds is read from its region's text; its hidden textarea takes the keys.
 */
export class PlaygroundPage {
  constructor(readonly page: Page) {}

  readonly operation = () => this.page.getByRole('region', { name: 'Operation Editor' });
  readonly result = () => this.page.getByRole('region', { name: 'Result Window' });
  readonly headers = () => this.page.getByRole('region', { name: 'Headers' });

  async expectOpen() {
    await expect(this.page).toHaveURL(/\/graphql$/);
    await expect(this.page).toHaveTitle('API playground · Hostel Admin');
    await expect(this.page.getByRole('heading', { name: 'API playground', level: 1 })).toBeVisible();
    await expect(this.operation()).toContainText('query Residents');
  }

  /** Opens an example's tab: the tab bar is a list of buttons named by their operations. */
  async openTab(name: string) {
    const tab = this.page
      .getByRole('list', { name: 'Select active operation' })
      .getByRole('button', { name, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-current', 'true');
    await expect(this.operation()).toContainText(name);
  }

  async run() {
    await this.page.getByRole('button', { name: /^Execute query/ }).click();
  }

  async showHeaders() {
    await this.page.getByRole('button', { name: 'Headers', exact: true }).click();
    await expect(this.headers()).toBeVisible();
  }

  /** Replaces the Headers editor's text by pasting it, as a person pastes a key copied from the app. */
  async pasteHeaders(text: string) {
    await this.showHeaders();
    await this.page.evaluate((value) => navigator.clipboard.writeText(value), text);
    await this.headers().getByRole('code').click();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.press('ControlOrMeta+V');
  }
}

/**
 * Aborts every request to another host and remembers it: the playground's scripts, styles, fonts and workers all come
 * from this server. A violation of the page's content security policy is remembered too.
 */
export async function blockOtherHosts(context: BrowserContext, server: string) {
  const attempted: string[] = [];
  const own = new URL(server).host;
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.host === own) return route.continue();
    attempted.push(url.href);
    return route.abort('blockedbyclient');
  });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return {
    attempted,
    violations: (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  };
}
