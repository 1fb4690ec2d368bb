import { firstMessages } from '@/lib/form/issues';
import { createRoomSchema } from './roomSchema';

const valid = {
  roomNumber: '101',
  floor: '1',
  totalBeds: '3',
  pricePerMonthPaise: '8500',
  isAc: 'false',
  roomType: 'normal',
};

describe('createRoomSchema: Rent per Bed', () => {
  it('takes whole rupees, grouping commas allowed, and sends paise', () => {
    expect(createRoomSchema.parse(valid).pricePerMonthPaise).toBe(850_000);
    expect(createRoomSchema.parse({ ...valid, pricePerMonthPaise: '8,500' }).pricePerMonthPaise).toBe(850_000);
    expect(createRoomSchema.parse({ ...valid, pricePerMonthPaise: '10,00,000' }).pricePerMonthPaise).toBe(100_000_000);
  });

  it('refuses paise, letters and more than Rs. 10,00,000', () => {
    for (const pricePerMonthPaise of ['8500.50', '8,5a0', '10,00,001', '8,50'] as const) {
      const result = createRoomSchema.safeParse({ ...valid, pricePerMonthPaise });
      expect(result.success ? {} : firstMessages(result.error.issues), pricePerMonthPaise).toEqual({
        pricePerMonthPaise: 'Rent per Bed (Rs.) must be a whole number of rupees from 0 to 10,00,000.',
      });
    }
  });
});
