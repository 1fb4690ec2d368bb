import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

const CHECK: SchemaObject = {
  type: 'object',
  required: ['status'],
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: ['up', 'down'] },
    responseTime: { type: 'number', description: 'How long the check took, in ms.' },
  },
};

/** Each check by name (here `database`) with its status. */
const CHECKS = { type: 'object', additionalProperties: CHECK } as const;

/** `GET /api/health`'s answer when up: Terminus's report, and which database the server runs on. */
@ApiSchema({ name: 'Health', description: 'The server is up and its database answered a ping.' })
export class HealthBody {
  @ApiProperty({ enum: ['ok'] })
  status: 'ok';

  @ApiProperty({ ...CHECKS, description: 'The checks that passed.' })
  info: Record<string, { status: string }>;

  @ApiProperty({ ...CHECKS, description: 'The checks that failed: none in a 200.' })
  error: Record<string, { status: string }>;

  @ApiProperty({ ...CHECKS, description: 'Every check.' })
  details: Record<string, { status: string }>;

  @ApiProperty({ enum: ['sqlite', 'postgres'], description: 'The database this server runs on.' })
  database: 'sqlite' | 'postgres';
}
