import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../common/caller';
import { Can, CurrentCaller } from '../common/decorators';
import { InputError } from '../common/errors';
import { newListArg } from '../common/pagination';
import {
  CreateWebhookEndpointInput,
  DeleteWebhookEndpointInput,
  RedeliverWebhookInput,
  SendTestWebhookInput,
  UpdateWebhookEndpointInput,
  WebhookDeliveriesArgs,
} from './dto/webhook.input';
import {
  CreatedWebhookEndpointModel,
  DeletedWebhookEndpointModel,
  WebhookDeliveryModel,
  WebhookDeliveryPageModel,
  WebhookEndpointModel,
} from './models/webhook.model';
import { WebhookDeliveries } from './webhook-deliveries.service';
import { WebhookEndpoints } from './webhook-endpoints.service';

/** Webhooks as an admin keeps them (hostel.settings): endpoints, their delivery logs, a redelivery, a test event. */
@Resolver()
export class WebhooksResolver {
  constructor(
    private readonly endpoints: WebhookEndpoints,
    private readonly deliveries: WebhookDeliveries,
  ) {}

  @Query(() => [WebhookEndpointModel], {
    description: "The caller's hostel's webhook endpoints, newest first (admins: hostel.settings)",
  })
  @Can('hostel.settings')
  webhookEndpoints(@CurrentCaller() caller: RequestCaller) {
    return this.endpoints.list(caller);
  }

  @Query(() => WebhookDeliveryPageModel, {
    description:
      "One page of an endpoint's delivery log, newest first, optionally in one state; another hostel's endpoint is NOT_FOUND naming endpointId",
  })
  @Can('hostel.settings')
  webhookDeliveries(@CurrentCaller() caller: RequestCaller, @Args() args: WebhookDeliveriesArgs) {
    const where = newListArg('where', args.where, { filter: args.filter }) ?? args.filter;
    if (!where) throw InputError.field('where', 'where is required: the endpoint whose deliveries to list');
    return this.deliveries.page(caller, where, args.page, args.pageSize);
  }

  @Mutation(() => CreatedWebhookEndpointModel, {
    description:
      "Adds an endpoint to the caller's hostel with a new signing secret, answered this once. The URL must be https on a public address (BAD_USER_INPUT naming url otherwise). A repeated idempotencyKey answers the first endpoint",
  })
  @Can('hostel.settings')
  createWebhookEndpoint(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'URL, description, events and the form key' }) input: CreateWebhookEndpointInput,
  ) {
    return this.endpoints.create(caller, input);
  }

  @Mutation(() => WebhookEndpointModel, {
    description:
      "Changes an endpoint's URL, description or events, or disables / enables it; another hostel's is NOT_FOUND naming id",
  })
  @Can('hostel.settings')
  updateWebhookEndpoint(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The endpoint and what changes' }) input: UpdateWebhookEndpointInput,
  ) {
    return this.endpoints.update(caller, input);
  }

  @Mutation(() => DeletedWebhookEndpointModel, {
    description: "Deletes an endpoint: nothing is sent to it after; a deleted or another hostel's one is NOT_FOUND",
  })
  @Can('hostel.settings')
  deleteWebhookEndpoint(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The endpoint' }) input: DeleteWebhookEndpointInput,
  ) {
    return this.endpoints.remove(caller, input.id);
  }

  @Mutation(() => WebhookDeliveryModel, {
    description:
      'Sends a delivery again: a new delivery of the same body and event id to the same endpoint, tried at once and retried like any other',
  })
  @Can('hostel.settings')
  redeliverWebhook(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The delivery to send again' }) input: RedeliverWebhookInput,
  ) {
    return this.deliveries.redeliver(caller, input.deliveryId);
  }

  @Mutation(() => WebhookDeliveryModel, {
    description:
      'Sends a test event (type "ping") to an endpoint at once, to check the receiver and its signature check',
  })
  @Can('hostel.settings')
  sendTestWebhook(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The endpoint' }) input: SendTestWebhookInput,
  ) {
    return this.deliveries.sendTest(caller, input.endpointId);
  }
}
