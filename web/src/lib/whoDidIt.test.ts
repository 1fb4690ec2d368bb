import { describe, expect, it } from 'vitest';
import { whoDidIt } from './whoDidIt';

describe('whoDidIt', () => {
  it('names the reader, another user, an API key, or the automatic work', () => {
    expect(whoDidIt('7', 'Asha Rao', '7')).toBe('You');
    expect(whoDidIt('8', 'Ravi Kumar', '7')).toBe('Ravi Kumar');
    expect(whoDidIt('8', null, '7')).toBe('A former user');
    expect(whoDidIt(null, 'API key Sync', '7')).toBe('API key Sync');
    expect(whoDidIt(null, null, '7')).toBe('Hostel Admin (automatic)');
  });
});
