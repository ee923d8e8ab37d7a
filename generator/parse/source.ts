/**
 * What only the source text knows: which exported const holds each area (and in which module, for
 * the client imports), and the JSDoc above each exported enum, entity and request body (used as
 * the description when `.meta()` gives none). Syntax only: no type checking, so it stays fast.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Node, Project, type SourceFile, type VariableDeclaration } from 'ts-morph';
import { byString } from '../model/names.js';
import type { SourceArea, SourceInfo } from './types.js';

export type { SourceArea, SourceInfo } from './types.js';

/** The `.ts` files under `paths` (files or folders, repository-relative): tests and fixtures folders left out. */
function sourceFiles(root: string, paths: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (abs: string): void => {
    const stat = fs.statSync(abs, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isFile()) {
      if (abs.endsWith('.ts') && !abs.endsWith('.test.ts') && !abs.endsWith('.d.ts')) out.push(abs);
      return;
    }
    for (const name of fs.readdirSync(abs).sort()) if (name !== 'fixtures' && name !== 'node_modules' && !name.startsWith('.')) walk(path.join(abs, name));
  };
  for (const p of paths) walk(path.join(root, p));
  return out;
}

/** Reads the given files and folders (see `sourceFiles`) by syntax alone. */
export function readSource(root: string, paths: readonly string[]): SourceInfo {
  // Read the files ourselves into an in-memory project: ts-morph's glob and file-system checks cost more than parsing.
  const project = new Project({ useInMemoryFileSystem: true, skipLoadingLibFiles: true, compilerOptions: { noLib: true } });
  for (const file of sourceFiles(root, paths)) project.createSourceFile(file, fs.readFileSync(file, 'utf8'));
  const files = new Map(project.getSourceFiles().map((f) => [path.resolve(f.getFilePath()), f]));
  const rel = (f: SourceFile) => path.relative(root, f.getFilePath()).split(path.sep).join('/');

  const areas = new Map<string, SourceArea>();
  const docs = new Map<string, string>();
  const bodyDocs = new Map<string, string>();

  for (const file of [...files.values()].sort((a, b) => byString(rel(a), rel(b)))) {
    for (const statement of file.getVariableStatements()) {
      if (!statement.isExported()) continue;
      for (const declaration of statement.getDeclarations()) {
        const call = declaration.getInitializer();
        if (!call || !Node.isCallExpression(call)) continue;
        const callee = call.getExpression().getText();
        const [first, , third] = call.getArguments();
        if (callee === 'defineArea' && first && Node.isStringLiteral(first)) {
          if (!areas.has(first.getLiteralValue())) areas.set(first.getLiteralValue(), { exportName: declaration.getName(), modulePath: rel(file) });
          if (third && Node.isObjectLiteralExpression(third)) readBodyDocs(third, file);
        }
        if (callee === 'defineDomain' && first && Node.isObjectLiteralExpression(first)) readManifestDocs(first, file);
      }
    }
  }
  return { areas, docs, bodyDocs };

  function readManifestDocs(manifest: Node, file: SourceFile): void {
    if (!Node.isObjectLiteralExpression(manifest)) return;
    const nameProp = manifest.getProperty('name');
    const nameInit = nameProp && Node.isPropertyAssignment(nameProp) ? nameProp.getInitializer() : undefined;
    if (!nameInit || !Node.isStringLiteral(nameInit)) return;
    const domain = nameInit.getLiteralValue();
    for (const group of ['enums', 'entities']) {
      const prop = manifest.getProperty(group);
      const list = prop && Node.isPropertyAssignment(prop) ? prop.getInitializer() : undefined;
      if (!list || !Node.isObjectLiteralExpression(list)) continue;
      for (const { key, ident, from } of entries(list, file, 0)) {
        const doc = docOf(ident, from, 0);
        if (doc) docs.set(`${domain}/${key}`, doc);
      }
    }
  }

  /** The `key: Identifier` entries of an object literal, following `...spread` of an object-literal const (here or imported). */
  function entries(list: Node, file: SourceFile, depth: number): { key: string; ident: string; from: SourceFile }[] {
    if (!Node.isObjectLiteralExpression(list) || depth > 3) return [];
    return list.getProperties().flatMap((entry) => {
      if (Node.isSpreadAssignment(entry)) {
        const target = declarationOf(entry.getExpression().getText(), file, 0);
        const init = target?.declaration.getInitializer();
        return target && init ? entries(init, target.file, depth + 1) : [];
      }
      const key = propertyKey(entry);
      const ident = propertyIdentifier(entry);
      return key && ident ? [{ key, ident, from: file }] : [];
    });
  }

  function readBodyDocs(endpoints: Node, file: SourceFile): void {
    if (!Node.isObjectLiteralExpression(endpoints)) return;
    for (const entry of endpoints.getProperties()) {
      if (!Node.isPropertyAssignment(entry)) continue;
      const call = entry.getInitializer();
      const descriptor = call && Node.isCallExpression(call) ? call.getArguments()[0] : undefined;
      if (!descriptor || !Node.isObjectLiteralExpression(descriptor)) continue;
      const body = descriptor.getProperty('body');
      const ident = body ? propertyIdentifier(body) : undefined;
      const doc = ident ? docOf(ident, file, 0) : undefined;
      if (doc) bodyDocs.set(propertyKey(entry) ?? '', doc);
    }
  }

  /** The const declaration `name` refers to in `file`: declared there, or followed through imports and re-exports. */
  function declarationOf(name: string, file: SourceFile, depth: number): { declaration: VariableDeclaration; file: SourceFile } | undefined {
    const local = file.getVariableDeclaration(name);
    if (local) return { declaration: local, file };
    if (depth > 3) return undefined;
    for (const imp of file.getImportDeclarations()) {
      const spec = imp.getNamedImports().find((n) => (n.getAliasNode()?.getText() ?? n.getName()) === name);
      if (!spec) continue;
      const target = resolveModule(file, imp.getModuleSpecifierValue());
      return target ? declarationOf(spec.getName(), target, depth + 1) : undefined;
    }
    for (const exp of file.getExportDeclarations()) {
      const target = exp.getModuleSpecifierValue() ? resolveModule(file, exp.getModuleSpecifierValue()!) : undefined;
      const named = exp.getNamedExports();
      if (!target) continue;
      if (named.length === 0 || named.some((n) => (n.getAliasNode()?.getText() ?? n.getName()) === name)) {
        const original = named.find((n) => (n.getAliasNode()?.getText() ?? n.getName()) === name)?.getName() ?? name;
        const found = declarationOf(original, target, depth + 1);
        if (found) return found;
      }
    }
    return undefined;
  }

  /** JSDoc of the const `name` as seen from `file`. */
  function docOf(name: string, file: SourceFile, depth: number): string | undefined {
    const text = declarationOf(name, file, depth)?.declaration.getVariableStatement()?.getJsDocs().map((d) => d.getDescription()).join('\n');
    return text ? normalise(text) : undefined;
  }

  function resolveModule(from: SourceFile, specifier: string): SourceFile | undefined {
    if (!specifier.startsWith('.')) return undefined;
    const base = path.resolve(path.dirname(from.getFilePath()), specifier.replace(/\.js$/, ''));
    return files.get(`${base}.ts`) ?? files.get(path.join(base, 'index.ts'));
  }
}

function propertyKey(node: Node): string | undefined {
  if (Node.isShorthandPropertyAssignment(node)) return node.getName();
  if (Node.isPropertyAssignment(node)) {
    const name = node.getNameNode();
    return Node.isStringLiteral(name) ? name.getLiteralValue() : name.getText();
  }
  return undefined;
}

function propertyIdentifier(node: Node): string | undefined {
  if (Node.isShorthandPropertyAssignment(node)) return node.getName();
  if (Node.isPropertyAssignment(node)) {
    const init = node.getInitializer();
    return init && Node.isIdentifier(init) ? init.getText() : undefined;
  }
  return undefined;
}

/** One paragraph per blank line, lines joined with spaces. */
function normalise(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}
