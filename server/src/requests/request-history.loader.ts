import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { RequestsService, type RequestHistoryStep } from './requests.service';

/**
 * Batches the histories asked for while resolving one GraphQL request (one loader per request): a resident's page
 * lists their requests, each with its history, in two reads instead of two per request.
 */
@Injectable()
export class RequestHistoryLoader {
  private readonly loaders = new WeakMap<object, DataLoader<number, RequestHistoryStep[]>>();

  constructor(private readonly requests: RequestsService) {}

  of(request: object, requestId: number): Promise<RequestHistoryStep[]> {
    let loader = this.loaders.get(request);
    if (!loader) {
      loader = new DataLoader((ids: readonly number[]) => this.requests.histories(ids));
      this.loaders.set(request, loader);
    }
    return loader.load(requestId);
  }
}
