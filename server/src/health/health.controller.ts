import { Controller, Get } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Public } from '../common/decorators';

@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  /** Liveness and database reachability, for load balancers and the end-to-end runner. */
  @Public()
  @Get()
  async health() {
    await this.dataSource.query('SELECT 1');
    return { status: 'ok', database: this.dataSource.options.type === 'postgres' ? 'postgres' : 'sqlite' };
  }
}
