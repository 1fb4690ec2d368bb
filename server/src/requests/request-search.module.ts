import { Module } from '@nestjs/common';
import { RequestSearchStructures } from './request-search-structures';
import { RequestSearchText } from './request-search-text';

/**
 * The requests' search text and its per-type trigram structures, apart from the rest of requests/ so that the
 * students' writer can tell this owner of a rename (`RequestSearchText`) without taking in its resolvers.
 */
@Module({
  providers: [RequestSearchText, RequestSearchStructures],
  exports: [RequestSearchText, RequestSearchStructures],
})
export class RequestSearchModule {}
