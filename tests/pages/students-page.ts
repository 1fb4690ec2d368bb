import { expect, type Page } from '@playwright/test';

/** /admin/student-details: the residents table. */
export class StudentsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/admin/student-details');
    await expect(this.page.getByRole('heading', { name: 'Student Details' })).toBeVisible();
  }

  async search(text: string) {
    await this.page.getByRole('searchbox').fill(text);
  }

  row(name: string) {
    return this.page.getByRole('row').filter({ hasText: name });
  }
}
