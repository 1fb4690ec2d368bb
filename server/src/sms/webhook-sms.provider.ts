import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { SmsProvider } from './sms-provider';

/** Hands each message to an HTTP gateway: POST {to, text} as JSON, with an optional bearer token. */
@Injectable()
export class WebhookSmsProvider extends SmsProvider {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  async send(to: string, text: string): Promise<void> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (this.config.smsWebhookToken) headers.Authorization = `Bearer ${this.config.smsWebhookToken}`;
    const response = await fetch(this.config.smsWebhookUrl!, {
      method: 'POST',
      headers,
      body: JSON.stringify({ to, text }),
    });
    if (!response.ok) throw new Error(`SMS webhook answered ${response.status} ${response.statusText}`);
  }
}
