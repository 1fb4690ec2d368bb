import { allSpecFiles, GROUPS, splitIntoGroups } from './groups';

describe('the server test groups', () => {
  it('put every spec file in exactly one group, this file too', () => {
    const files = allSpecFiles();
    const groups = splitIntoGroups(files, {});
    expect(groups).toHaveLength(GROUPS);
    expect(groups.flat().sort()).toEqual(files);
    expect(files).toContain('test/groups/split.e2e-spec.ts');
    expect(files).toContain('src/auth/password-hash.spec.ts');
    expect(files.some((file) => file.includes('group-spec'))).toBe(false);
  });

  it('balance the groups by weight, the heaviest file first, a file without one counting as the median', () => {
    const files = ['a', 'b', 'c', 'd', 'e', 'new'];
    const weights = { a: 10, b: 6, c: 5, d: 4, e: 1 };
    expect(splitIntoGroups(files, weights, 2)).toEqual([
      ['a', 'e', 'new'],
      ['b', 'c', 'd'],
    ]);
    expect(splitIntoGroups(files, weights, 3)).toEqual([
      ['a', 'e'],
      ['b', 'd'],
      ['c', 'new'],
    ]);
  });
});
