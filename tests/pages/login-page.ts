import { expect, type Page } from '@playwright/test';

/** The two-step login screen: phone, then the six code boxes. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  get phone() {
    return this.page.getByRole('textbox', { name: 'Phone' });
  }

  async requestCode(nationalNumber: string) {
    await this.phone.fill(nationalNumber);
    await this.page.getByRole('button', { name: 'Get OTP' }).click();
    await expect(this.page.getByRole('textbox', { name: 'Digit 1' })).toBeVisible();
  }

  async enterCode(code: string) {
    await this.page.getByRole('textbox', { name: 'Digit 1' }).click();
    await this.page.keyboard.type(code);
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Login' }).click();
  }
}
