import { useSearchParams } from 'react-router-dom';
import { currentMonth, monthOrCurrent } from '@/domain/money/months';

/** The month a payments screen shows, in the URL (?month=YYYY-MM); this month (India) when absent. */
export function usePaymentMonth() {
  const [params, setParams] = useSearchParams();
  const month = monthOrCurrent(params.get('month'));
  const setMonth = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === currentMonth()) updated.delete('month');
        else updated.set('month', next);
        updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  return { month, setMonth };
}
