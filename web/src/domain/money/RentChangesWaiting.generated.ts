import type * as Types from '@/gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

export const RentChangesWaitingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RentChangesWaiting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentChangesWaiting"}}]}}]} as unknown as DocumentNode<Types.RentChangesWaitingQuery, Types.RentChangesWaitingQueryVariables>;