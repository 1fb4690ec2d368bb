import * as server from '../../../../server/src/housing/rooms/room-limits';
import { BEDS_PER_ROOM_MAX, FLOOR_MAX, indianNumber, RENT_MAX_RUPEES, ROOM_NUMBER_MAX } from './limits';

describe('room and bed limits', () => {
  it('are the server’s', () => {
    expect({ ROOM_NUMBER_MAX, FLOOR_MAX, BEDS_PER_ROOM_MAX, RENT_MAX_RUPEES }).toEqual({
      ROOM_NUMBER_MAX: server.ROOM_NUMBER_MAX,
      FLOOR_MAX: server.FLOOR_MAX,
      BEDS_PER_ROOM_MAX: server.BEDS_PER_ROOM_MAX,
      RENT_MAX_RUPEES: server.RENT_MAX_RUPEES,
    });
  });

  it('are said with Indian digit grouping', () => {
    expect(indianNumber(RENT_MAX_RUPEES)).toBe('10,00,000');
  });
});
