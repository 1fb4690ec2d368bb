import { DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { ConsoleSmsProvider } from './console-sms.provider';
import { SmsProvider } from './sms-provider';
import { WebhookSmsProvider } from './webhook-sms.provider';

/** Provides the configured SmsProvider (and, with the console provider, its outbox). */
@Global()
@Module({})
export class SmsModule {
  static forRoot(config: Pick<AppConfig, 'smsProvider'>): DynamicModule {
    if (config.smsProvider === 'webhook') {
      return {
        module: SmsModule,
        providers: [{ provide: SmsProvider, useClass: WebhookSmsProvider }],
        exports: [SmsProvider],
      };
    }
    return {
      module: SmsModule,
      providers: [ConsoleSmsProvider, { provide: SmsProvider, useExisting: ConsoleSmsProvider }],
      exports: [SmsProvider, ConsoleSmsProvider],
    };
  }
}
