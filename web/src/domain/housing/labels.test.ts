import { residentPlace } from './labels';

describe('residentPlace', () => {
  it('names the resident, the room and the bed letters', () => {
    expect(residentPlace('Asha Rao', 204, '204-b')).toBe('Asha Rao, room 204 bed B');
    expect(residentPlace('Asha Rao', 204, '204-aa')).toBe('Asha Rao, room 204 bed AA');
  });

  it('says less when the resident has no bed or no room', () => {
    expect(residentPlace('Asha Rao', 204, null)).toBe('Asha Rao, room 204');
    expect(residentPlace('Asha Rao', null, null)).toBe('Asha Rao');
    expect(residentPlace('Asha Rao', undefined, undefined)).toBe('Asha Rao');
  });

  it('keeps a bed label that does not follow the room number', () => {
    expect(residentPlace('Asha Rao', 204, '301-a')).toBe('Asha Rao, room 204 bed 301-a');
  });
});
