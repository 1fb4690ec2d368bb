import * as server from '../../../../server/src/ledger/ledger-rules';
import * as web from './limits';

describe('money limits', () => {
  it('are the server’s', () => {
    expect(web.MONEY_MAX_PAISE).toBe(server.MONEY_MAX_PAISE);
    expect(web.REFERENCE_MAX).toBe(server.REFERENCE_MAX);
    expect(web.NOTE_MAX).toBe(server.NOTE_MAX);
    expect(web.COMMENT_MAX).toBe(server.COMMENT_MAX);
    expect(web.VOID_REASON_MAX).toBe(server.VOID_REASON_MAX);
    expect(web.METER_READING_MAX).toBe(server.METER_READING_MAX);
    expect(web.PAID_ON_MAX_DAYS_BACK).toBe(server.PAID_ON_MAX_DAYS_BACK);
    expect(web.REFERENCE_PATTERN.source).toBe(server.REFERENCE_PATTERN.source);
    expect([...web.REFERENCE_REQUIRED]).toEqual([...server.REFERENCE_REQUIRED]);
  });
});
