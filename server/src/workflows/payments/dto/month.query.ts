import { MonthText } from './payments.args';

/** `?month=YYYY-MM`. */
export class MonthQuery {
  @MonthText()
  month: string;
}
