import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../common/decorators';
import { JobWorker } from '../jobs/job-worker';
import { ConsoleSmsProvider, OutboxMessage } from '../sms/console-sms.provider';

/** Rounds of the job queue one POST /api/dev/run-jobs runs at most. */
const MAX_ROUNDS = 50;

/**
 * Development helpers; never registered when NODE_ENV=production. Not in the OpenAPI document: no integrator's server
 * has them, and they take no token.
 */
@ApiExcludeController()
@Controller('dev')
export class DevController {
  constructor(
    private readonly sms: ConsoleSmsProvider,
    private readonly worker: JobWorker,
  ) {}

  /** Text messages the console SMS provider "sent", newest first. */
  @Public()
  @Get('outbox')
  outbox(): OutboxMessage[] {
    return this.sms.outbox();
  }

  /**
   * The job queue's rounds now until nothing is due (what RUN_JOBS does every 5 seconds), at most 50: the browser
   * tests, whose server runs no worker, deliver what they sent. Answers how many jobs ran.
   */
  @Public()
  @Post('run-jobs')
  @HttpCode(200)
  async runJobs(): Promise<{ ran: number }> {
    let ran = 0;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const jobs = await this.worker.runDue();
      ran += jobs;
      if (jobs === 0) break;
    }
    return { ran };
  }
}
