import { expect, type Page } from '@playwright/test';

export interface Resident {
  name: string;
  email: string;
  phone: string;
}

/** /admin/checkin: the four-step wizard. */
export class CheckInPage {
  constructor(private readonly page: Page) {}

  private get form() {
    return this.page.getByRole('form', { name: 'Check In' });
  }

  async next() {
    await this.form.getByRole('button', { name: 'Next' }).click();
  }

  async personalDetails(resident: Resident) {
    await this.form.getByRole('textbox', { name: 'Name' }).fill(resident.name);
    await this.form.getByRole('textbox', { name: 'Email' }).fill(resident.email);
    await this.form.getByRole('textbox', { name: 'Phone' }).fill(resident.phone);
    await this.next();
  }

  async selectRoom(type: string, roomNumber: number) {
    await this.form.getByRole('combobox', { name: 'Room Type' }).selectOption({ label: type });
    const room = this.form.getByRole('combobox', { name: 'Room Number' });
    await expect(room.getByRole('option', { name: new RegExp(`^${roomNumber}\\b`) })).toHaveCount(1);
    await room.selectOption({
      label: await room.getByRole('option', { name: new RegExp(`^${roomNumber}\\b`) }).innerText(),
    });
    await this.next();
  }

  async bedDetails(bedLabel: string) {
    const bed = this.form.getByRole('combobox', { name: 'Bed Number' });
    const option = bed.getByRole('option', { name: new RegExp(`^${bedLabel}\\b`) });
    await expect(option).toHaveCount(1);
    await bed.selectOption({ label: await option.innerText() });
  }

  /** Step 4; the move-in date stays today unless one is given (YYYY-MM-DD). */
  async rentDetails(method: 'Cash' | 'UPI' | 'Bank transfer', moveInDate?: string) {
    await this.form.getByRole('textbox', { name: 'Rent Agreement (days)' }).fill('330');
    if (moveInDate) await this.form.getByLabel('Move-in Date').fill(moveInDate);
    await this.form.getByRole('textbox', { name: 'Notice Period (days)' }).fill('30');
    await this.form.getByRole('combobox', { name: 'Deposit Method' }).selectOption({ label: method });
    await this.form.getByRole('button', { name: 'Submit' }).click();
  }
}
