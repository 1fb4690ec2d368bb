import type { INestApplication, Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import {
  GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLSchema,
} from 'graphql';
import { IS_PUBLIC, PERMISSION, RESIDENTS_TOO, SIGNED_IN } from '../../src/common/decorators';
import type { Permission } from '../../src/common/roles';
import type { Test } from 'supertest';
import { graphqlOperations } from './fuzz/graphql-cases';
import { restRoutes } from './fuzz/rest-cases';
import type { TestApp } from './test-app';

/** Who may call an operation: anyone, any role of the admin app, or the roles of one permission. */
/** `signed-in`: any role of the admin app; `signed-in, residents too`: a resident's own login as well (signing out). */
export type Access = 'public' | 'signed-in' | 'signed-in, residents too' | Permission;

/** One operation of the API as the matrix names it: `query rooms`, `mutation createRoom`, `GET /api/dues.csv`. */
export interface ApiOperation {
  name: string;
  /** Sends it with the smallest well-typed input, as `token`'s caller (none: anonymous). */
  send: (http: TestApp['http'], token: string | undefined) => Test;
}

const RESOLVER_TYPE = 'graphql:resolver_type';
const RESOLVER_NAME = 'graphql:resolver_name';

/** What the handlers' decorators say, read from Nest's metadata: `@Public()`, `@SignedIn()` or `@Can(permission)`. */
export function declaredAccess(app: INestApplication): Record<string, Access | 'none'> {
  const access: Record<string, Access | 'none'> = {};
  const read = (handler: object, owner: object): Access | 'none' => {
    const meta = <T>(key: string) =>
      (Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, owner)) as T | undefined;
    if (meta<boolean>(IS_PUBLIC)) return 'public';
    if (meta<boolean>(SIGNED_IN)) return meta<boolean>(RESIDENTS_TOO) ? 'signed-in, residents too' : 'signed-in';
    return meta<Permission>(PERMISSION) ?? 'none';
  };
  const modules = [...app.get(ModulesContainer).values()];
  for (const module of modules)
    for (const wrapper of module.providers.values()) {
      const type = wrapper.metatype as Type | null;
      if (!type?.prototype) continue;
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        // Only methods: reading a getter on a prototype runs it.
        const handler = Object.getOwnPropertyDescriptor(type.prototype, name)?.value as unknown;
        if (typeof handler !== 'function' || name === 'constructor') continue;
        const root = Reflect.getMetadata(RESOLVER_TYPE, handler) as string | undefined;
        if (root !== 'Query' && root !== 'Mutation') continue;
        const field = (Reflect.getMetadata(RESOLVER_NAME, handler) as string | undefined) ?? name;
        access[`${root.toLowerCase()} ${field}`] = read(handler, type);
      }
    }
  for (const route of restRoutes(app)) access[`${route.method} ${route.path}`] = read(route.handler, route.controller);
  return access;
}

const today = new Date().toISOString().slice(0, 10);

/** The smallest value a type accepts, shaped by the field's name where the API reads one (dates, phones). */
function minimal(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return minimal(type.ofType, name);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, minimal(f.type, f.name)]),
    );
  switch (type.name) {
    case 'ID':
      return '999999';
    case 'Int':
    case 'Float':
    case 'Money':
      return 1;
    case 'Boolean':
      return false;
    case 'DateTime':
      return new Date().toISOString();
    default:
      if (/date|On$/i.test(name)) return today;
      if (/phone|identifier/i.test(name)) return '9876500001';
      if (/email/i.test(name)) return 'nobody@example.in';
      if (/month/i.test(name)) return today.slice(0, 7);
      return 'x';
  }
}

/** Every root field of the schema and every REST route, each sendable with a well-typed input that names nothing. */
export function apiOperations(app: INestApplication, schema: GraphQLSchema): ApiOperation[] {
  const graphql = graphqlOperations(schema).map((op): ApiOperation => ({
    name: `${op.kind} ${op.field}`,
    send: (http, token) => {
      const variables = Object.fromEntries(
        op.variables.filter((v) => isNonNullType(v.type)).map((v) => [v.name, minimal(v.type, v.argument)]),
      );
      const req = http().post('/graphql').send({ query: op.document, variables });
      return token ? req.set('Authorization', `Bearer ${token}`) : req;
    },
  }));
  const rest = restRoutes(app).map((route): ApiOperation => ({
    name: `${route.method} ${route.path}`,
    send: (http, token) => {
      const path = route.path.replace(/:\w+/g, '999999');
      const agent = http();
      const req =
        route.method === 'GET'
          ? agent.get(path)
          : route.method === 'DELETE'
            ? agent.delete(path)
            : route.method === 'PUT'
              ? agent.put(path).send({})
              : route.method === 'PATCH'
                ? agent.patch(path).send({})
                : agent.post(path).send({});
      return token ? req.set('Authorization', `Bearer ${token}`) : req;
    },
  }));
  return [...graphql, ...rest];
}
