import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { Public } from '../common/decorators';
import { ServiceUnavailableError } from '../common/errors';

/** How long the database may take to answer a ping before the server reports itself down. */
const DATABASE_TIMEOUT_MS = 1500;

@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly dataSource: DataSource,
  ) {}

  /** Liveness and database reachability, for load balancers and the end-to-end runner: 200 when up, 503 when not. */
  @Public()
  @Get()
  @HealthCheck()
  async check() {
    const result = await this.health
      .check([() => this.database.pingCheck('database').withTimeout(DATABASE_TIMEOUT_MS)])
      .catch((error: unknown) => {
        // Terminus refuses with its report, which names the driver's error: the answer says only that the service is down.
        throw error instanceof ServiceUnavailableException ? new ServiceUnavailableError() : error;
      });
    return { ...result, database: this.dataSource.options.type === 'postgres' ? 'postgres' : 'sqlite' };
  }
}
