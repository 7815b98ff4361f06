// Lists the import cycles of the web app and the shared code (src/ and common/): between files, and between the
// folders right under src/ and common/ (providers, resources, print, schemas…), whose imports should run one way.
// Imports are resolved by the TypeScript compiler as tsconfig.json says; type-only imports count (they still tie
// the files together), a dynamic import() does not (a screen loaded on demand runs after both files are loaded).
// Prints each cycle (for folders, the imports between the folders tied together) and exits 1 when there is any.
//   node scripts/importCycles.mjs
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const root = join(import.meta.dirname, "..");
const ROOTS = ["src", "common"];

const config = ts.parseJsonConfigFileContent(ts.readConfigFile(join(root, "tsconfig.json"), ts.sys.readFile).config, ts.sys, root);
const host = ts.createCompilerHost(config.options);

function sourceFilesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

const files = ROOTS.flatMap((folder) => sourceFilesUnder(join(root, folder)));
const known = new Set(files);

/** The files of src/ and common/ that `file` imports or re-exports with a static import or export. */
function importsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const specifiers = source.statements
    .filter((statement) => (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier)
    .map((statement) => statement.moduleSpecifier.text);
  const targets = specifiers.map((specifier) => ts.resolveModuleName(specifier, file, config.options, host).resolvedModule?.resolvedFileName);
  return [...new Set(targets.filter((target) => known.has(target)))];
}

const fileGraph = new Map(files.map((file) => [file, importsOf(file)]));

/** A file's folder: the first folder under src/ or common/ (a file right in src/ is a unit of its own). */
function folderOf(file) {
  const parts = relative(root, file).split("/");
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts.join("/");
}

const folderGraph = new Map();
const folderImports = new Map();
for (const [file, targets] of fileGraph) {
  for (const target of targets) {
    const [from, to] = [folderOf(file), folderOf(target)];
    if (from === to) continue;
    if (!folderGraph.has(from)) folderGraph.set(from, new Set());
    folderGraph.get(from).add(to);
    const key = `${from} ${to}`;
    if (!folderImports.has(key)) folderImports.set(key, []);
    folderImports.get(key).push(`${relative(root, file)} → ${relative(root, target)}`);
  }
}

/** Tarjan's strongly connected components of more than one node: each holds at least one cycle. */
function tiedGroups(graph) {
  let next = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    order.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!order.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), order.get(target)));
    }
    if (low.get(node) !== order.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return groups;
}

/** A shortest cycle through the group's first node, for a readable line. */
function shortestCycle(graph, group) {
  const members = new Set(group);
  const start = group[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [];
        for (let step = node; step !== null; step = previous.get(step)) path.unshift(step);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start];
}

const fileGroups = tiedGroups(fileGraph);
for (const group of fileGroups) {
  const cycle = shortestCycle(fileGraph, group).map((file) => relative(root, file));
  console.log(`files: ${cycle.join(" → ")}${group.length > cycle.length - 1 ? ` (${group.length} files tied together)` : ""}`);
}
const folderGroups = tiedGroups(folderGraph);
for (const group of folderGroups) {
  console.log(`folders: ${group.join(", ")} import each other:`);
  for (const from of group) {
    for (const to of group) {
      const lines = folderImports.get(`${from} ${to}`) ?? [];
      if (lines.length > 0) console.log(`  ${from} → ${to}: ${lines.length} import(s), e.g. ${lines[0]}`);
    }
  }
}
const cycles = fileGroups.length + folderGroups.length;
console.log(cycles === 0 ? `No import cycles among ${files.length} files of ${ROOTS.join(" and ")}.` : `${cycles} import cycle(s).`);
process.exitCode = cycles === 0 ? 0 : 1;
