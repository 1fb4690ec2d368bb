import { balanceAfterText, paymentEffectText, paymentRecordedText } from './paymentEffect';

const item = (label: string, amountPaise: number, whole: boolean, cleared = whole) => ({
  label,
  amountPaise,
  whole,
  cleared,
});

describe('what a payment does, in words', () => {
  it('names the periods settled in full, the rest of one and part of another, and what stays', () => {
    expect(
      paymentEffectText({
        settles: [item('Oct–Nov 2026', 600_000, true), item('Nov–Dec 2026', 100_000, false)],
        balanceAfterPaise: 500_000,
        pendingBeforePaise: 0,
      }),
    ).toBe('Settles Oct–Nov 2026 (Rs. 6,000) and Rs. 1,000 of Nov–Dec 2026; Rs. 5,000 stays due.');
    expect(
      paymentEffectText({
        settles: [item('Sep–Oct 2026', 200_000, false, true), item('Oct–Nov 2026', 600_000, true)],
        balanceAfterPaise: -50_000,
        pendingBeforePaise: 0,
      }),
    ).toBe('Settles the rest of Sep–Oct 2026 (Rs. 2,000) and Oct–Nov 2026 (Rs. 6,000); Rs. 500 stays as credit.');
    expect(paymentEffectText({ settles: [], balanceAfterPaise: -20_000, pendingBeforePaise: 0 })).toBe(
      'Nothing is due to settle; Rs. 200 stays as credit.',
    );
    expect(balanceAfterText(0)).toBe('nothing stays due');
  });

  it('says the toast from the payment the server recorded', () => {
    const payment = { amountPaise: 600_000, settles: 'Oct–Nov 2026', balanceAfterPaise: 500_000, status: 'complete' };
    expect(paymentRecordedText(payment, 'Asha Rao')).toBe(
      'Rs. 6,000 recorded for Asha Rao: settles Oct–Nov 2026; Rs. 5,000 stays due',
    );
    expect(paymentRecordedText({ ...payment, settles: 'Advance', balanceAfterPaise: -50_000 }, 'Asha Rao')).toBe(
      'Rs. 6,000 recorded for Asha Rao: Rs. 500 stays as credit',
    );
    expect(paymentRecordedText({ ...payment, status: 'pending', balanceAfterPaise: null }, 'Asha Rao')).toBe(
      'Rs. 6,000 recorded for Asha Rao (counts once verified): settles Oct–Nov 2026',
    );
  });
});
