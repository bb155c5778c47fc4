/**
 * The server's structure, checked over its source files (ESLint's tessera/module-boundaries checks each
 * import; this checks the whole): every module folder is declared and listed, no import circle runs between
 * areas (modules, platform, engines, semantic, examples, ...), and a module's SQL names only its own tables.
 * Test files are left out: a test may use any module to set up its data.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { MODULES } from './modules';

const SRC = __dirname;
const MODULES_DIR = path.join(SRC, 'modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

/** 'modules/<m>', 'modules' (the list), 'platform', 'engines', ..., or the top-level file's name. */
function areaOf(file: string): string {
  const parts = path.relative(SRC, file).split(path.sep);
  if (parts[0] === 'modules') return parts.length > 2 ? `modules/${parts[1]}` : 'modules';
  return parts.length > 1 ? parts[0] : parts[0].replace(/\.ts$/, '');
}

function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;

/** Area -> areas it imports, with one file-level example of each edge. */
function areaGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(SRC)) {
    const from = areaOf(file);
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, m[1] ?? m[2]);
      if (!target) continue;
      const to = areaOf(target);
      if (to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, `${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** The import circles of the graph, each as the path of example imports that closes it. */
function circles(graph: Map<string, Map<string, string>>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (area: string) => {
    state.set(area, 'open');
    stack.push(area);
    for (const next of graph.get(area)?.keys() ?? []) {
      if (state.get(next) === 'open') {
        const cycle = [...stack.slice(stack.indexOf(next)), next];
        found.push(cycle.slice(1).map((to, i) => graph.get(cycle[i])!.get(to)!));
      } else if (!state.has(next)) {
        visit(next);
      }
    }
    stack.pop();
    state.set(area, 'done');
  };
  for (const area of graph.keys()) if (!state.has(area)) visit(area);
  return found;
}

describe('module graph', () => {
  it('lists every module folder once in modules/index.ts, each declared by its own index.ts', () => {
    const folders = readdirSync(MODULES_DIR).filter((name) => statSync(path.join(MODULES_DIR, name)).isDirectory());
    expect(MODULES.map((m) => m.name).sort()).toEqual(folders.sort());
    for (const folder of folders) expect(statSync(path.join(MODULES_DIR, folder, 'index.ts')).isFile()).toBe(true);
  });

  it('has no import circle between areas', () => {
    expect(circles(areaGraph())).toEqual([]);
  });

  it('keeps platform, engines and semantic free of modules', () => {
    const graph = areaGraph();
    const upward = ['platform', 'engines', 'semantic'].flatMap((area) => [...(graph.get(area) ?? new Map<string, string>()).entries()].filter(([to]) => to.startsWith('modules')).map(([, example]) => example));
    expect(upward).toEqual([]);
  });

  it("names in each module's SQL only the tables the module owns", () => {
    const owner = new Map<string, string>();
    for (const file of sourceFiles(MODULES_DIR).filter((f) => f.endsWith('.entity.ts'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/@(?:Entity|JoinTable)\(\{\s*name:\s*'(\w+)'/g)) owner.set(m[1], areaOf(file));
    }
    const foreign: string[] = [];
    for (const file of sourceFiles(MODULES_DIR)) {
      const area = areaOf(file);
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const m of line.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE)\s+"?([a-z_]+)\b/g)) {
            const table = owner.get(m[1]);
            if (table && table !== area) foreign.push(`${path.relative(SRC, file)}:${i + 1} ${m[1]} (owned by ${table})`);
          }
        });
    }
    expect(foreign).toEqual([]);
  });
});
