// The GraphQL documents the web app's bespoke screens send, read from src/ without running it: every string or
// template literal that starts with `query` or `mutation`, its `${NAME}` parts resolved through the constants of
// its file and the files it imports. A typed document, `graphql(text, [FRAGMENT, …])` (src/graphql), is sent with
// the definitions of its fragments, found the same way (each a constant holding a `graphql(…)` call). A document
// with any other interpolation is built at run time (the data provider's); it is reported with text null so that
// the caller can check it covers those some other way.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

export interface FoundDocument {
  /** Path relative to the repository root. */
  file: string;
  line: number;
  /** The document, or null when part of it is only known at run time. */
  text: string | null;
}

interface ParsedFile {
  source: ts.SourceFile;
  constants: Map<string, ts.Expression>;
  imports: Map<string, { from: string; name: string }>;
}

const OPERATION_START = /^\s*(query|mutation|subscription)\b/;

function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFilesUnder(path);
    return /\.tsx?$/.test(entry) && !entry.endsWith(".d.ts") ? [path] : [];
  });
}

function resolveModule(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [`${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx"), base];
  return candidates.find((path) => statSync(path, { throwIfNoEntry: false })?.isFile()) ?? null;
}

function parseFile(path: string): ParsedFile {
  const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.ES2022, true, path.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const constants = new Map<string, ts.Expression>();
  const imports = new Map<string, { from: string; name: string }>();
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) constants.set(declaration.name.text, declaration.initializer);
      }
    }
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          imports.set(element.name.text, { from: statement.moduleSpecifier.text, name: (element.propertyName ?? element.name).text });
        }
      }
    }
  }
  return { source, constants, imports };
}

function createEvaluator() {
  const parsed = new Map<string, ParsedFile>();
  const fileAt = (path: string) => {
    let file = parsed.get(path);
    if (!file) parsed.set(path, (file = parseFile(path)));
    return file;
  };

  /** Where the constant `name` seen from `path` is defined, and its initializer. */
  function definition(path: string, name: string, depth: number): { path: string; node: ts.Expression } | null {
    if (depth > 20) return null;
    const file = fileAt(path);
    const local = file.constants.get(name);
    if (local) return { path, node: local };
    const imported = file.imports.get(name);
    const target = imported ? resolveModule(path, imported.from) : null;
    return imported && target ? definition(target, imported.name, depth + 1) : null;
  }

  function evaluate(path: string, node: ts.Expression, depth = 0): string | null {
    if (depth > 20) return null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return evaluate(path, node.expression, depth);
    if (ts.isIdentifier(node)) {
      const found = definition(path, node.text, depth + 1);
      return found ? evaluate(found.path, found.node, depth + 1) : null;
    }
    if (ts.isTemplateExpression(node)) {
      let text = node.head.text;
      for (const span of node.templateSpans) {
        const part = evaluate(path, span.expression, depth + 1);
        if (part === null) return null;
        text += part + span.literal.text;
      }
      return text;
    }
    return null;
  }

  /**
   * The fragment definitions a `graphql(text, [FRAGMENT, …])` call adds to its text, each once, the fragments'
   * own fragments included; [] for a text not passed to such a call, null when a fragment cannot be read.
   */
  function fragmentsOf(path: string, text: ts.Node, seen: Set<ts.Node>, depth = 0): string[] | null {
    const call = text.parent;
    if (!call || !ts.isCallExpression(call) || !isGraphqlCall(call) || call.arguments[0] !== text) return [];
    const list = call.arguments[1];
    if (!list) return [];
    if (!ts.isArrayLiteralExpression(list) || depth > 20) return null;
    const texts: string[] = [];
    for (const element of list.elements) {
      const found = ts.isIdentifier(element) ? definition(path, element.text, 0) : null;
      if (!found || !ts.isCallExpression(found.node) || !isGraphqlCall(found.node) || !found.node.arguments[0]) return null;
      const fragment = found.node.arguments[0];
      if (seen.has(fragment)) continue;
      seen.add(fragment);
      const own = evaluate(found.path, fragment);
      const nested = fragmentsOf(found.path, fragment, seen, depth + 1);
      if (own === null || nested === null) return null;
      texts.push(own, ...nested);
    }
    return texts;
  }

  /** The document as sent: its text and, for a typed document, its fragments' definitions. */
  function documentText(path: string, node: ts.Expression): string | null {
    const text = evaluate(path, node);
    const fragments = fragmentsOf(path, node, new Set());
    return text === null || fragments === null ? null : [text, ...fragments].join("\n");
  }

  return { fileAt, documentText };
}

const isGraphqlCall = (call: ts.CallExpression) => ts.isIdentifier(call.expression) && call.expression.text === "graphql";

function leadingText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text;
  return null;
}

/** Every GraphQL document written in the files under `srcDir`. */
export function documentsWrittenIn(srcDir: string, repoRoot: string): FoundDocument[] {
  const { fileAt, documentText } = createEvaluator();
  const found: FoundDocument[] = [];
  for (const path of sourceFilesUnder(srcDir)) {
    const { source } = fileAt(path);
    const visit = (node: ts.Node): void => {
      const leading = leadingText(node);
      if (leading !== null && OPERATION_START.test(leading)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push({ file: relative(repoRoot, path), line, text: documentText(path, node as ts.Expression) });
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
