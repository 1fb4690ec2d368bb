import { Controller, Get } from '@nestjs/common';
import { Public } from '../common/decorators';
import { ConsoleSmsProvider, OutboxMessage } from '../sms/console-sms.provider';

/** Development helpers; never registered when NODE_ENV=production. */
@Controller('dev')
export class DevController {
  constructor(private readonly sms: ConsoleSmsProvider) {}

  /** Text messages the console SMS provider "sent", newest first. */
  @Public()
  @Get('outbox')
  outbox(): OutboxMessage[] {
    return this.sms.outbox();
  }
}
