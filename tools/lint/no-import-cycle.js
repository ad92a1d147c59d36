// ESLint rule: no import cycles in src/, server/ and sw/, type-only imports included.
// A cycle of types still ties modules together (neither can move or be read alone), so every
// `import`, `import type`, `export … from` and `import()` counts as an edge. import-x/no-cycle
// cannot be told to count type-only imports, hence this rule. It reads the whole graph from disk
// once (then only the files whose mtime changed), finds the strongly connected components, and
// reports each import of the linted file that points into its own component, with one way back.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..', '..');
const src = path.join(root, 'src');
const roots = ['src', 'server', 'sw'].map((dir) => path.join(root, dir));
const sourceFile = /\.(ts|tsx)$/;
const probes = ['', '.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'];
/** How long a read of the graph is trusted before the mtimes are looked at again (an editor's
 * long-lived process sees other files' changes this late; one CLI run reads it a few times). */
const freshMs = 10_000;

/** Resolved specifiers of the current read of the graph: path -> file or null. */
let resolved = new Map();

/** The file an import specifier names, or null for a package or a file outside the graph. */
function resolveSpecifier(fromFile, spec) {
  const bare = spec.split('?')[0];
  let base;
  if (bare.startsWith('@/')) base = path.join(src, bare.slice(2));
  else if (bare.startsWith('.')) base = path.resolve(path.dirname(fromFile), bare);
  else return null;
  if (resolved.has(base)) return resolved.get(base);
  let found = null;
  for (const probe of probes) {
    const candidate = base + probe;
    if (sourceFile.test(candidate) && isFile(candidate)) {
      found = candidate;
      break;
    }
  }
  resolved.set(base, found);
  return found;
}

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

const specifiersOf = (text) => ts.preProcessFile(text, true, false).importedFiles.map(({ fileName }) => fileName);

function edgesOf(file, specifiers) {
  const targets = new Set();
  for (const spec of specifiers) {
    const target = resolveSpecifier(file, spec);
    if (target && target !== file) targets.add(target);
  }
  return [...targets].sort();
}

function listFiles(dir, out) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') listFiles(full, out);
    } else if (sourceFile.test(entry.name)) out.push(full);
  }
  return out;
}

/** file -> { mtimeMs, specifiers } */
const known = new Map();
let graph = null; // { edges: Map<file, string[]>, component: Map<file, number> }
let readAt = 0;

function readGraph() {
  const now = Date.now();
  if (graph && now - readAt < freshMs) return graph;
  resolved = new Map();
  const files = roots.flatMap((dir) => listFiles(dir, []));
  const edges = new Map();
  for (const file of files) {
    const mtimeMs = fs.statSync(file).mtimeMs;
    let entry = known.get(file);
    if (!entry || entry.mtimeMs !== mtimeMs) {
      entry = { mtimeMs, specifiers: specifiersOf(fs.readFileSync(file, 'utf8')) };
      known.set(file, entry);
    }
    edges.set(file, edgesOf(file, entry.specifiers));
  }
  graph = { edges, component: components(edges) };
  readAt = now;
  return graph;
}

/** Tarjan's strongly connected components, iterative; only components of two or more files get an id. */
function components(edges) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const component = new Map();
  let counter = 0;
  let next = 0;
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, i: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const targets = edges.get(frame.node) ?? [];
      if (frame.i < targets.length) {
        const target = targets[frame.i++];
        if (!edges.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, i: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const members = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          members.push(member);
        } while (member !== frame.node);
        if (members.length > 1) {
          for (const m of members) component.set(m, next);
          next++;
        }
      }
    }
  }
  return component;
}

/** The shortest way from `from` back to `to` inside their component, as a list of files. */
function wayBack(current, from, to) {
  const id = current.component.get(to);
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) break;
    for (const target of current.edges.get(node) ?? []) {
      if (cameFrom.has(target) || current.component.get(target) !== id) continue;
      cameFrom.set(target, node);
      queue.push(target);
    }
  }
  const way = [];
  for (let node = to; node != null; node = cameFrom.get(node)) way.unshift(node);
  return way;
}

export default {
  meta: {
    type: 'problem',
    schema: [],
    docs: { description: 'forbid import cycles, type-only imports included' },
  },
  create(context) {
    const file = context.filename;
    if (!roots.some((dir) => file.startsWith(dir + path.sep)) || !sourceFile.test(file)) return {};
    let current = readGraph();
    // The editor's text may differ from the disk: judge the linted file by what it says now.
    const liveEdges = edgesOf(file, specifiersOf(context.sourceCode.text));
    if (liveEdges.join('\n') !== (current.edges.get(file) ?? []).join('\n')) {
      const edges = new Map(current.edges);
      edges.set(file, liveEdges);
      current = { edges, component: components(edges) };
    }
    const id = current.component.get(file);
    if (id === undefined) return {};
    const reportIfCycle = (node, spec) => {
      if (typeof spec !== 'string') return;
      const target = resolveSpecifier(file, spec);
      if (!target || current.component.get(target) !== id) return;
      const way = [file, ...wayBack(current, target, file)].map((f) => path.relative(root, f));
      context.report({ node, message: `Import cycle: ${way.join(' -> ')}` });
    };
    const check = (node) => {
      if (node.source && node.source.type === 'Literal') reportIfCycle(node, node.source.value);
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      // `typeof import('./x')` in a type position is an edge too.
      TSImportType: (node) => {
        const literal = node.argument && node.argument.type === 'TSLiteralType' ? node.argument.literal : null;
        if (literal) reportIfCycle(node, literal.value);
      },
    };
  },
};
