import { RequestMethod, Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';
import fc from 'fast-check';
import { anyJson, deepNesting, hostileId, hostileString } from './values';

/** A REST route of the app with the fields its body and query DTOs declare. */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  bodyFields: string[];
  queryFields: string[];
  /** The controller and its handler, whose decorators the access matrix reads. */
  controller: Type;
  handler: object;
}

export interface RestCase {
  route: RestRoute;
  path: string;
  query: string;
  body:
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; bytes: Buffer; contentType: string }
    | { kind: 'file'; bytes: Buffer; contentType: string; filename: string };
}

const fieldsOf = (dto: unknown): string[] =>
  typeof dto === 'function'
    ? [
        ...new Set(
          getMetadataStorage()
            .getTargetValidationMetadatas(dto as Type, '', true, false)
            .map((m) => m.propertyName),
        ),
      ]
    : [];

const join = (...parts: string[]) =>
  `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;

/** Every route of every controller, read from Nest's own metadata: a route added later is fuzzed without a change here. */
export function restRoutes(app: INestApplication): RestRoute[] {
  const routes: RestRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || name === 'constructor') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        if (path === undefined) continue;
        const params = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<
          string,
          { index: number }
        >;
        const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, name) ?? []) as unknown[];
        const dtoOf = (kind: RouteParamtypes) =>
          Object.entries(params).find(([key]) => Number(key.split(':')[0]) === kind)?.[1];
        const body = dtoOf(RouteParamtypes.BODY);
        const query = dtoOf(RouteParamtypes.QUERY);
        routes.push({
          method: RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number] as RestRoute['method'],
          path: join('api', base, path),
          bodyFields: body ? fieldsOf(types[body.index]) : [],
          queryFields: query ? fieldsOf(types[query.index]) : [],
          controller,
          handler,
        });
      }
    }
  }
  return routes;
}

/** Percent-encodes any string; a lone surrogate (which encodeURIComponent refuses) becomes its broken UTF-8 bytes. */
const encode = (text: string) =>
  text
    .split(/(\p{Cs})/u)
    .map((part) => (/\p{Cs}/u.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

/** Query values, percent-encoded or deliberately broken (a bare %, an unfinished UTF-8 sequence, a NUL). */
const queryValue = fc.oneof(
  { weight: 4, arbitrary: hostileString.map(encode) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '%',
      '%zz',
      '%E0%A4%A',
      '%00',
      '%ED%A0%80',
      'a%00bc',
      'ASC',
      'DESC',
      'NAME',
      'ROOM_NUMBER',
    ),
  },
);

function queryString(fields: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    fc.constantFrom(...fields, 'search', 'x'),
    fc.constantFrom('search[a]', 'search[]', '__proto__', 'constructor'),
  );
  return fc
    .array(fc.tuple(key, queryValue), { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${v}`).join('&'));
}

function jsonBody(fields: string[]): fc.Arbitrary<unknown> {
  const known = fields.length
    ? fc.dictionary(fc.constantFrom(...fields), anyJson, { maxKeys: fields.length })
    : fc.constant({});
  return fc.oneof(
    { weight: 6, arbitrary: known },
    {
      weight: 1,
      arbitrary: fc
        .tuple(known, fc.dictionary(hostileString, anyJson, { maxKeys: 2 }))
        .map(([a, b]) => ({ ...b, ...a })),
    },
    { weight: 1, arbitrary: anyJson },
    { weight: 1, arbitrary: deepNesting.map((value) => ({ [fields[0] ?? 'x']: value })) },
  );
}

const rawBody = fc.record({
  kind: fc.constant('raw' as const),
  bytes: fc
    .oneof(
      fc.uint8Array({ maxLength: 200 }),
      fc
        .constantFrom('{"a":', '{"identifier":"\\ud800"}', '\u0000', '[]', '"x"', '{"__proto__":{"a":1}}')
        .map((s) => Buffer.from(s)),
    )
    .map((b) => Buffer.from(b)),
  contentType: fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=latin1',
  ),
});

const fileBody = fc.record({
  kind: fc.constant('file' as const),
  bytes: fc
    .oneof(fc.uint8Array({ maxLength: 400 }), fc.constant(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])))
    .map((b) => Buffer.from(b)),
  contentType: fc.constantFrom('image/jpeg', 'image/png', 'text/plain', 'application/octet-stream'),
  filename: fc.oneof(fc.constantFrom('face.jpg', 'x.png', '../../etc/passwd', ''), hostileString),
});

/** A case for one of the routes; `ids` (rows that exist, both hostels') fill a path's :id as often as hostile ones. */
export function restCase(routes: RestRoute[], ids: readonly string[] = []): fc.Arbitrary<RestCase> {
  const id = ids.length ? fc.oneof(fc.constantFrom(...ids), hostileId) : hostileId;
  return fc.constantFrom(...routes).chain((route) =>
    fc.record({
      route: fc.constant(route),
      path: fc
        .tuple(
          id.map((value) => encode(String(value))),
          fc.constantFrom('%00', '..', '%ZZ', '1%2F2'),
        )
        .chain(([value, odd]) => fc.constantFrom(value, value, odd))
        .map((value) => route.path.replace(/:\w+/g, value || '0')),
      query: queryString(route.queryFields),
      body: fc.oneof(
        { weight: 6, arbitrary: jsonBody(route.bodyFields).map((value) => ({ kind: 'json' as const, value })) },
        { weight: 1, arbitrary: rawBody },
        { weight: 1, arbitrary: fileBody },
      ),
    }),
  );
}
