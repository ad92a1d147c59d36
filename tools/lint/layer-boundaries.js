// ESLint rule: the one-way flow of the code base.
//   shared (src/contract, api, session, db, sync, lib, ui, theme, i18n) -> features -> routes -> app
// (src/app and src/main.tsx compose everything: providers, router, i18n resources.)
// A feature never imports another feature; shared code never imports a feature or a route;
// the server imports only the contract from src/; the service worker imports the contract and the
// non-React data layers (src/api, src/db, src/sync), to flush the outbox in a Background Sync.
// Outside src/: the build (build/, vite.config.ts) and the server never import each other; what
// both need is in shared/, which imports neither (nor tools/). The server imports nothing from the
// build or tools/ (its tests may: they drive the admin command).
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const src = path.join(root, 'src');

/** Where a file sits in the layers: { layer, feature? } */
function placeOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'server') return { layer: 'server', test: /\.test\.tsx?$/.test(file) };
  if (rel[0] === 'sw' || rel[0] === 'build' || rel[0] === 'tools') return { layer: rel[0] };
  if (rel[0] === 'vite.config.ts') return { layer: 'build' };
  if (rel[0] === 'shared') return { layer: 'node-shared' };
  if (rel[0] !== 'src') return { layer: 'outside' };
  if (rel[1] === 'features') return { layer: 'feature', feature: rel[2] };
  if (rel[1] === 'routes') return { layer: 'routes' };
  if (rel[1] === 'app' || rel[1] === 'main.tsx' || rel[1] === 'routeTree.gen.ts') return { layer: 'app' };
  if (rel[1] === 'contract') return { layer: 'contract' };
  return { layer: 'shared', area: rel[1] };
}

function resolveImport(fromFile, spec) {
  if (spec.startsWith('@/')) return path.join(src, spec.slice(2));
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec);
  return null; // a package
}

/** The parts of src/ the service worker may bundle: no React, no DOM at module scope. */
const workerAreas = new Set(['api', 'db', 'sync']);

function problem(from, to) {
  if (from.layer === 'feature' && (to.layer === 'routes' || to.layer === 'app'))
    return 'features do not import routes or the app; routes compose features';
  if (from.layer === 'feature' && to.layer === 'feature' && from.feature !== to.feature)
    return `features do not import each other (${from.feature} -> ${to.feature}); compose them in a route or move the shared part to src/ui or a shared layer`;
  if ((from.layer === 'shared' || from.layer === 'contract') && ['feature', 'routes', 'app'].includes(to.layer))
    return 'shared code does not import features or routes';
  if (from.layer === 'contract' && to.layer === 'shared')
    return 'the contract imports nothing from the app (the server uses it too)';
  if (from.layer === 'server' && ['feature', 'routes', 'shared', 'app'].includes(to.layer))
    return 'server/ imports only the contract from src/';
  if (from.layer === 'server' && !from.test && ['build', 'tools'].includes(to.layer))
    return 'server/ imports nothing from build/ or tools/ (what the build and the server share is in shared/)';
  if (from.layer === 'build' && to.layer === 'server')
    return 'the build imports nothing from server/ (what the build and the server share is in shared/)';
  if (from.layer === 'node-shared' && ['server', 'build', 'tools', 'feature', 'routes', 'shared', 'app'].includes(to.layer))
    return 'shared/ imports only src/contract (the build and the server both import it)';
  if (from.layer === 'sw' && ['feature', 'routes', 'app'].includes(to.layer))
    return 'sw/ imports no React layers (features, routes, app)';
  if (from.layer === 'sw' && to.layer === 'shared' && !workerAreas.has(to.area))
    return `sw/ imports only src/contract, src/api, src/db and src/sync (not src/${to.area})`;
  return null;
}

export default {
  meta: { type: 'problem', schema: [], docs: { description: 'keep the layers one-way' } },
  create(context) {
    const from = placeOf(context.filename);
    const check = (node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string') return;
      const target = resolveImport(context.filename, spec);
      if (!target) return;
      const message = problem(from, placeOf(target));
      if (message) context.report({ node, message });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
