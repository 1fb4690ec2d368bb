import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { Public } from '../common/decorators';
import { ServiceUnavailableError } from '../common/errors';
import { HealthBody } from './health.response';

/** How long the database may take to answer a ping before the server reports itself down. */
const DATABASE_TIMEOUT_MS = 1500;

@ApiTags('Health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly dataSource: DataSource,
  ) {}

  /** Liveness and database reachability, for load balancers and the end-to-end runner: 200 when up, 503 when not. */
  @ApiOperation({
    operationId: 'health',
    summary: 'Is the server up and its database answering?',
    description: 'For load balancers and monitors: 200 when the database answers a ping within 1.5 s, 503 when not.',
  })
  @ApiOkResponse({ type: HealthBody, description: 'Up.' })
  @Public()
  @Get()
  // Terminus's own answer schemas would describe its 503 report; this route answers the app's error body instead.
  @HealthCheck({ swaggerDocumentation: false })
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
