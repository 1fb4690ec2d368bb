import { ApiProperty } from '@nestjs/swagger';
import { MonthText } from './payments.args';

/** `?month=YYYY-MM`. */
export class MonthQuery {
  @ApiProperty({
    type: 'string',
    pattern: '^(20\\d\\d)-(0[1-9]|1[0-2])$',
    description: 'The month, YYYY-MM: payments recorded in it (India dates).',
    example: '2026-11',
  })
  @MonthText()
  month: string;
}
