import { inputTextProblem } from './input-text';
import { tooDeepField } from './json-depth';

describe('inputTextProblem', () => {
  it('accepts ordinary text in any script, emoji (surrogate pairs), tabs and line breaks', () => {
    expect(
      inputTextProblem({ name: 'राहुल शर्मा 😀', address: '12 Lake Road\r\nPune\t411001', tags: ['a', 'b'], n: 3 }, ''),
    ).toBeNull();
  });

  it.each([
    ['a NUL', 'a\u0000b'],
    ['an escape', '\u001b[31m'],
    ['DEL', '\u007f'],
    ['a C1 control', 'a\u0085'],
  ])('names the field holding %s, however deep', (_, text) => {
    expect(inputTextProblem({ rows: [{ name: 'ok' }, { name: text }] }, '')).toEqual({
      field: 'rows.1.name',
      message: 'rows.1.name must not contain control characters',
    });
  });

  it('refuses a lone surrogate as broken text, even in a raw field', () => {
    expect(inputTextProblem({ csv: 'a\ud800' }, '', (key) => key === 'csv')).toEqual({
      field: 'csv',
      message: 'csv must be valid text (it contains a broken character)',
    });
    expect(inputTextProblem('x\udfff', 'search')).toEqual({
      field: 'search',
      message: 'search must be valid text (it contains a broken character)',
    });
  });

  it('leaves controls in a raw top-level field to that field’s own rules', () => {
    expect(inputTextProblem({ csv: 'name\u0000' }, '', (key) => key === 'csv')).toBeNull();
    expect(inputTextProblem({ nested: { csv: 'name\u0000' } }, '', (key) => key === 'csv')).toEqual({
      field: 'nested.csv',
      message: 'nested.csv must not contain control characters',
    });
  });
});

describe('tooDeepField', () => {
  const nest = (levels: number) => {
    let value: unknown = 1;
    for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
    return value;
  };

  it('accepts a body 20 levels deep and names the top-level field of one deeper', () => {
    expect(tooDeepField({ input: nest(19) })).toBeNull();
    expect(tooDeepField({ ok: 1, input: nest(20) })).toBe('input');
  });

  it('walks a million levels without overflowing the stack', () => {
    expect(tooDeepField({ identifier: nest(1_000_000) })).toBe('identifier');
  });
});
