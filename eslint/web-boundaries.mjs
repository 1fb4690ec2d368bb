import path from 'node:path';

/**
 * The web's layers, as lint rules (ARCHITECTURE.md): imports flow components, lib, config → domain → features → app.
 * - no-cross-feature: a feature never imports another feature; what two share moves to domain/ (domain
 *   knowledge: housing fragments, cache events, room pickers) or components/ and lib/ (none).
 * - shared-stays-shared: components/, lib/ and config/ import neither domain/, features/ nor app/.
 * - domain-below-features: domain/ imports neither features/ nor app/.
 * Specifiers are resolved as the build does: `@/x` is web/src/x, relative paths from the importing file.
 */
const SRC = path.resolve(import.meta.dirname, '../web/src');

/** 'features/<name>', 'app', 'components', 'lib', 'config', … for a file under web/src; null outside it. */
export function layerOf(file) {
  const parts = path.relative(SRC, file).split(path.sep);
  if (parts[0] === '..' || parts.length < 2) return null;
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0];
}

function resolve(from, specifier) {
  if (specifier.startsWith('@/')) return path.join(SRC, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  return null;
}

/** A rule that reports each import (or re-export, or dynamic import) whose target layer `refuses` from the file's layer. */
function importRule(description, message, refuses) {
  return {
    meta: { type: 'problem', docs: { description }, messages: { refused: message }, schema: [] },
    create(context) {
      const from = layerOf(context.filename);
      if (!from) return {};
      const check = (node, source) => {
        const target = source && typeof source.value === 'string' ? resolve(context.filename, source.value) : null;
        const to = target && layerOf(target);
        if (to && refuses(from, to)) context.report({ node, messageId: 'refused', data: { from, to } });
      };
      return {
        ImportDeclaration: (node) => check(node, node.source),
        ExportNamedDeclaration: (node) => check(node, node.source),
        ExportAllDeclaration: (node) => check(node, node.source),
        ImportExpression: (node) => check(node, node.source),
      };
    },
  };
}

const SHARED = new Set(['components', 'lib', 'config']);

export default {
  rules: {
    'no-cross-feature': importRule(
      'A feature never imports another feature',
      '{{from}} imports {{to}}: features do not import each other; move what they share to domain/, components/ or lib/',
      (from, to) => from.startsWith('features/') && to.startsWith('features/') && from !== to,
    ),
    'shared-stays-shared': importRule(
      'components/, lib/ and config/ import neither domain, features nor app',
      '{{from}}/ imports {{to}}: the generic layers hold no domain, feature or app code',
      (from, to) => SHARED.has(from) && (to === 'domain' || to.startsWith('features/') || to === 'app'),
    ),
    'domain-below-features': importRule(
      'domain/ imports neither features nor app',
      '{{from}}/ imports {{to}}: domain/ is what features share, so it imports no feature or app code',
      (from, to) => from === 'domain' && (to.startsWith('features/') || to === 'app'),
    ),
  },
};
