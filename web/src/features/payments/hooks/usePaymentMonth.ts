import { currentMonth, monthOrCurrent } from '@/domain/money/months';
import { useUrlParams } from '@/lib/useUrlParams';

/** The month a payments screen shows, in the URL (?month=YYYY-MM); this month (India) when absent. */
export function usePaymentMonth() {
  const [params, updateParams] = useUrlParams();
  const month = monthOrCurrent(params.get('month'));
  const setMonth = (next: string) =>
    updateParams({ month: next === currentMonth() ? null : next, page: null }, { replace: true });
  return { month, setMonth };
}
