import { buildSchema } from 'graphql';
import schemaSdl from '../../../schema.graphql?raw';

/**
 * The schema this page was built with: schema.graphql, written by the server of the same commit (CI fails on a
 * stale one), public in the repository anyway. Completion, errors as you type and Docs work from it at once, without
 * an introspection query: none is needed where introspection is off or refused to a caller who has not pasted a key
 * yet, and none is weighed against the operation cost limit.
 */
export const playgroundSchema = buildSchema(schemaSdl);
