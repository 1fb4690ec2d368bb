import { dataSourceOptions } from './data-source-options';

type PostgresOptions = { url: string; extra: { options?: string } };
const optionsOf = (databaseUrl: string, databaseSchema?: string) =>
  dataSourceOptions({ databaseUrl, databaseSchema, sqlitePath: ':memory:' }) as PostgresOptions;
const extraOf = (databaseUrl: string, databaseSchema?: string) => optionsOf(databaseUrl, databaseSchema).extra.options;

describe('dataSourceOptions on PostgreSQL', () => {
  it("keeps the URL's session settings beside the schema's search path", () => {
    const url = 'postgres://app@db.example:5432/hostel?options=-c%20statement_timeout%3D5000';
    expect(extraOf(url, 'tenant_a')).toBe('-c statement_timeout=5000 -c search_path=tenant_a');
    expect(extraOf(url)).toBe('-c statement_timeout=5000');
    // pg would read the URL's options over the merged ones: the URL it is given has none.
    expect(optionsOf(url, 'tenant_a').url).toBe('postgres://app@db.example:5432/hostel');
  });

  it('sets only the search path when the URL names no settings, and nothing without a schema', () => {
    expect(extraOf('postgres://app@db.example:5432/hostel', 'tenant_a')).toBe('-c search_path=tenant_a');
    expect(extraOf('postgres://app@db.example:5432/hostel')).toBeUndefined();
  });
});
