import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { DevController } from './dev.controller';

/** Serves /api/dev/* outside production, when messages go to the console provider's outbox. */
@Module({})
export class DevModule {
  static forRoot(config: Pick<AppConfig, 'nodeEnv' | 'smsProvider'>): DynamicModule {
    const enabled = config.nodeEnv !== 'production' && config.smsProvider === 'console';
    return { module: DevModule, controllers: enabled ? [DevController] : [] };
  }
}
