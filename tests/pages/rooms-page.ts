import { expect, type Page } from '@playwright/test';

/** /admin/room and /admin/room/{id}: room cards, Create Room, Add Bed and the bed cards. */
export class RoomsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/admin/room');
    await expect(this.page.getByRole('heading', { name: 'Room Details' })).toBeVisible();
  }

  card(roomNumber: number) {
    return this.page.getByRole('list', { name: 'Rooms' }).getByRole('link', { name: new RegExp(`^${roomNumber}\\b`) });
  }

  async createRoom(room: {
    number: number;
    floor: number;
    beds: number;
    rent: number;
    type: 'Normal' | 'Delux' | 'Super Delux';
    ac: boolean;
  }) {
    await this.page.getByRole('button', { name: 'Add Room' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Create Room' });
    await dialog.getByRole('textbox', { name: 'Room No.' }).fill(String(room.number));
    await dialog.getByRole('textbox', { name: 'Floor No.' }).fill(String(room.floor));
    await dialog.getByRole('textbox', { name: 'Total Beds' }).fill(String(room.beds));
    await dialog.getByRole('textbox', { name: 'Rent per Bed (Rs.)' }).fill(String(room.rent));
    await dialog.getByRole('combobox', { name: 'AC' }).selectOption({ label: room.ac ? 'included' : 'not included' });
    await dialog.getByRole('combobox', { name: 'Room Type' }).selectOption({ label: room.type });
    await dialog.getByRole('button', { name: 'Create Room' }).click();
    await expect(dialog).toBeHidden();
  }

  async addBed(bed: { number: number; rent: number; food: 'None' | 'Veg' | 'Non Veg' }) {
    await this.page.getByRole('button', { name: 'Add Bed' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add Bed' });
    await dialog.getByRole('textbox', { name: 'Bed No.' }).fill(String(bed.number));
    await dialog.getByRole('textbox', { name: 'Room Rent' }).fill(String(bed.rent));
    await dialog.getByRole('combobox', { name: 'Food Plan' }).selectOption({ label: bed.food });
    await dialog.getByRole('button', { name: 'Add Bed' }).click();
    await expect(dialog).toBeHidden();
  }

  bedCard(label: string) {
    return this.page.getByRole('article', { name: `Bed ${label}` });
  }
}
