// Validates an OpenAPI document with @apidevtools/swagger-parser outside jest's module system (the parser is an ES
// module that jest's CommonJS runtime cannot load): test/openapi.e2e-spec.ts sends the document, this answers.
import SwaggerParser from '@apidevtools/swagger-parser';
import { parentPort, workerData } from 'node:worker_threads';

try {
  const api = await SwaggerParser.validate(workerData);
  parentPort.postMessage({ ok: true, title: api.info.title });
} catch (error) {
  parentPort.postMessage({ ok: false, error: String(error?.message ?? error) });
}
