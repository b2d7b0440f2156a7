import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * ADR 0072: no cycle between the API's modules. A module is a folder of `modules`; it depends on
 * another when any of its files (tests aside) imports one of the other's. An import that closes a
 * cycle is reported with the whole cycle. import/no-cycle would not do: it follows files, and a
 * cycle of modules is seldom one of files (users/service → roles/index → roles/assign, while
 * roles/groups → users/index → users/scope: no file reaches back to the one it started from).
 */

/** Each file's modules imported, kept while the file is unchanged (an editor lints again and again). */
const parsed = new Map();

const moduleOf = (modulesDir, file) => {
  const [name, ...rest] = path.relative(modulesDir, file).split(path.sep);
  return rest.length && !name.startsWith('..') ? name : null;
};

/** The module a relative import points into, or null (a package, the registry beside the modules). */
function targetModule(modulesDir, from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const target = path.resolve(path.dirname(from), specifier);
  const inside = moduleOf(modulesDir, target);
  if (inside) return inside;
  const name = path.relative(modulesDir, target);
  if (!name || name.includes(path.sep) || name.startsWith('..')) return null;
  try {
    return statSync(target).isDirectory() ? name : null;
  } catch {
    return null;
  }
}

function importsOf(modulesDir, file) {
  const { mtimeMs } = statSync(file);
  const known = parsed.get(file);
  if (known?.mtimeMs === mtimeMs) return known.modules;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const modules = importedFiles.map((i) => targetModule(modulesDir, file, i.fileName)).filter(Boolean);
  parsed.set(file, { mtimeMs, modules });
  return modules;
}

function sourceFiles(dir, skipped) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full, skipped);
    return e.name.endsWith('.ts') && !skipped(e.name) ? [full] : [];
  });
}

/** Module → the modules it imports, the linted file counted as it stands in the editor. */
function moduleGraph(modulesDir, skipped, current, currentImports) {
  const graph = new Map();
  const add = (from, to) => {
    if (from && to && from !== to) graph.set(from, (graph.get(from) ?? new Set()).add(to));
  };
  for (const file of sourceFiles(modulesDir, skipped)) {
    if (file === current) continue;
    for (const to of importsOf(modulesDir, file)) add(moduleOf(modulesDir, file), to);
  }
  for (const to of currentImports) add(moduleOf(modulesDir, current), to);
  return graph;
}

/** The shortest way from one module to another, both ends included, or null. */
function pathBetween(graph, from, to) {
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const at = queue.shift();
    if (at === to) {
      const way = [];
      for (let m = to; m !== null; m = cameFrom.get(m)) way.unshift(m);
      return way;
    }
    for (const next of graph.get(at) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'No cycle between the modules of one folder (ADR 0072)' },
    schema: [
      {
        type: 'object',
        properties: {
          modules: { type: 'string' },
          skip: { type: 'array', items: { type: 'string' } },
        },
        required: ['modules'],
        additionalProperties: false,
      },
    ],
    messages: { cycle: 'Цикл между модулями API: {{cycle}}. Разрежьте его (ADR 0072)' },
  },
  create(context) {
    const { modules, skip = [] } = context.options[0];
    const modulesDir = path.resolve(context.cwd, modules);
    const patterns = skip.map((p) => new RegExp(p));
    const skipped = (name) => patterns.some((p) => p.test(name));
    const file = context.filename;
    const own = moduleOf(modulesDir, file);
    if (!own || skipped(path.basename(file))) return {};

    const found = [];
    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const to = targetModule(modulesDir, file, source.value);
      if (to && to !== own) found.push({ node: source, to });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      'Program:exit'() {
        if (!found.length) return;
        const graph = moduleGraph(
          modulesDir,
          skipped,
          file,
          found.map((f) => f.to),
        );
        for (const { node, to } of found) {
          const back = pathBetween(graph, to, own);
          if (back) context.report({ node, messageId: 'cycle', data: { cycle: [own, ...back].join(' → ') } });
        }
      },
    };
  },
};
