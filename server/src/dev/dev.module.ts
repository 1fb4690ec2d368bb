import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { JobsModule } from '../jobs/jobs.module';
import { DevController } from './dev.controller';

/** Serves /api/dev/* (the SMS outbox, a round of the job queue) outside production, with the console SMS provider. */
@Module({})
export class DevModule {
  static forRoot(config: Pick<AppConfig, 'nodeEnv' | 'smsProvider'>): DynamicModule {
    const enabled = config.nodeEnv !== 'production' && config.smsProvider === 'console';
    return { module: DevModule, imports: enabled ? [JobsModule] : [], controllers: enabled ? [DevController] : [] };
  }
}
