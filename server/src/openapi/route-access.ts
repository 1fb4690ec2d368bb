import type { INestApplication, Type } from '@nestjs/common';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { IS_PUBLIC, PERMISSION, RESIDENTS_TOO, SIGNED_IN } from '../common/decorators';
import { PERMISSIONS, type Permission } from '../common/roles';

/** Who may call a route, as its decorators say (`@Public()`, `@SignedIn()`, `@ResidentsToo()`, `@Can(permission)`). */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signed-in'; residentsToo: boolean }
  | { kind: 'permission'; permission: Permission }
  | { kind: 'none' };

export interface RouteAccessEntry {
  /** Lower case, as OpenAPI names operations: `get`. */
  method: string;
  /** As OpenAPI writes it: `/api/students/{id}/photo`. */
  path: string;
  access: RouteAccess;
}

const segments = (...parts: string[]) =>
  parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .map((s) => (s.startsWith(':') ? `{${s.slice(1)}}` : s));

/** Every controller route of the app with its access, read from the same metadata the global guard reads. */
export function routeAccess(app: INestApplication, prefix: string): RouteAccessEntry[] {
  const entries: RouteAccessEntry[] = [];
  for (const module of app.get(ModulesContainer).values())
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = Object.getOwnPropertyDescriptor(controller.prototype, name)?.value as unknown;
        if (typeof handler !== 'function' || name === 'constructor') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        if (path === undefined) continue;
        const meta = <T>(key: string) =>
          (Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, controller)) as T | undefined;
        const permission = meta<Permission>(PERMISSION);
        const access: RouteAccess = meta<boolean>(IS_PUBLIC)
          ? { kind: 'public' }
          : meta<boolean>(SIGNED_IN)
            ? { kind: 'signed-in', residentsToo: Boolean(meta<boolean>(RESIDENTS_TOO)) }
            : permission
              ? { kind: 'permission', permission }
              : { kind: 'none' };
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number].toLowerCase();
        entries.push({ method, path: `/${segments(prefix, base, path).join('/')}`, access });
      }
    }
  return entries;
}

const ROLE_WORDS: Record<string, string> = {
  superadmin: 'superadmin',
  admin: 'admin',
  warden: 'warden',
  staff: 'staff',
  tenant: "a resident's own login (tenant)",
};

const list = (words: string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;

/** "Who may call it", in words, from the role table (`common/roles.ts`). */
export function accessWords(access: RouteAccess): string {
  switch (access.kind) {
    case 'public':
      return 'No sign-in: anyone may call it (a token sent along is read where the route says so, a bad one ignored).';
    case 'signed-in':
      return access.residentsToo
        ? "Any signed-in caller, a resident's own login included."
        : "Any signed-in caller of the admin app (not a resident's own login).";
    case 'permission': {
      const roles = PERMISSIONS[access.permission];
      if (access.permission === 'resident.self')
        return "Needs the permission `resident.self`: a resident's own login (tenant), for their own records only.";
      // An API key acts with a warden's permissions in its hostel (`apiKeyCaller`, common/caller.ts).
      const key = roles.includes('warden')
        ? 'and API keys of the hostel (a read-only key on GET routes only)'
        : 'not API keys';
      return `Needs the permission \`${access.permission}\`: ${list(roles.map((r) => ROLE_WORDS[r]))}, in their own hostel (a superadmin in every hostel); ${key}.`;
    }
    case 'none':
      return 'Refused to every caller: the route names no access.';
  }
}
