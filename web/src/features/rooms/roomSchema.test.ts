import { firstMessages } from '@/lib/form/issues';
import { createRoomSchema } from './roomSchema';

const valid = {
  roomNumber: '101',
  floor: '1',
  totalBeds: '3',
  pricePerMonthRupees: '8500',
  isAc: 'false',
  roomType: 'normal',
};

describe('createRoomSchema: Rent per Bed', () => {
  it('takes whole rupees, grouping commas allowed, and sends paise', () => {
    expect(createRoomSchema.parse(valid).pricePerMonthPaise).toBe(850_000);
    expect(createRoomSchema.parse({ ...valid, pricePerMonthRupees: '8,500' }).pricePerMonthPaise).toBe(850_000);
    expect(createRoomSchema.parse({ ...valid, pricePerMonthRupees: '10,00,000' }).pricePerMonthPaise).toBe(100_000_000);
  });

  it('refuses paise, letters and more than Rs. 10,00,000', () => {
    for (const pricePerMonthRupees of ['8500.50', '8,5a0', '10,00,001', '8,50'] as const) {
      const result = createRoomSchema.safeParse({ ...valid, pricePerMonthRupees });
      expect(result.success ? {} : firstMessages(result.error.issues), pricePerMonthRupees).toEqual({
        pricePerMonthRupees: 'Rent per Bed (Rs.) must be a whole number of rupees from 0 to 10,00,000.',
      });
    }
  });
});
