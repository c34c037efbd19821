import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

// Finds values imported from a `.server` module that code shipped to the browser uses. The Remix
// compiler empties `.server` modules in the browser build and drops a route's loader, action and
// headers (and what only they use), so such a value is `undefined` in the browser: the page renders
// on the server and crashes once JavaScript runs (the CSV import screen did, issue 12).

const SERVER_ONLY_EXPORTS = new Set(['loader', 'action', 'headers'])
const isServerModule = (specifier: string) => /\.server(\.[jt]sx?)?$/.test(specifier) || specifier.includes('.server/')

export type Leak = { line: number; name: string; from: string }

/** The name a top-level statement declares (a function, a class or one `const`), if any. */
function declaredName(statement: ts.Statement): string | null {
  if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
    return statement.name.text
  }
  if (ts.isVariableStatement(statement) && statement.declarationList.declarations.length === 1) {
    const [declaration] = statement.declarationList.declarations
    return ts.isIdentifier(declaration.name) ? declaration.name.text : null
  }
  return null
}

/** Whether `node` sits in a type (an annotation, `typeof x` in a type, an interface): erased at build. */
function inTypePosition(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isTypeNode(at) || ts.isInterfaceDeclaration(at) || ts.isTypeAliasDeclaration(at)) return true
    if (ts.isStatement(at)) return false
  }
  return false
}

function collectIdentifiers(node: ts.Node, out: ts.Identifier[]) {
  if (ts.isIdentifier(node)) out.push(node)
  node.forEachChild((child) => collectIdentifiers(child, out))
}

/**
 * The top-level statements only the server runs: a route's loader, action and headers, and every
 * top-level declaration that only those (transitively) use.
 */
function serverOnlyStatements(source: ts.SourceFile, isRoute: boolean): Set<ts.Statement> {
  const serverOnly = new Set<ts.Statement>()
  if (!isRoute) return serverOnly
  const byName = new Map<string, ts.Statement>()
  for (const statement of source.statements) {
    const name = declaredName(statement)
    if (name) byName.set(name, statement)
    if (name && SERVER_ONLY_EXPORTS.has(name)) serverOnly.add(statement)
  }
  const usesOf = new Map<string, ts.Statement[]>()
  for (const statement of source.statements) {
    const identifiers: ts.Identifier[] = []
    collectIdentifiers(statement, identifiers)
    for (const id of identifiers) {
      if (byName.get(id.text) === statement) continue
      usesOf.set(id.text, [...(usesOf.get(id.text) ?? []), statement])
    }
  }
  for (let changed = true; changed;) {
    changed = false
    for (const [name, statement] of byName) {
      if (serverOnly.has(statement)) continue
      const uses = usesOf.get(name) ?? []
      if (uses.length > 0 && uses.every((use) => serverOnly.has(use))) {
        serverOnly.add(statement)
        changed = true
      }
    }
  }
  return serverOnly
}

/** The leaks in one module; `isRoute` for files under app/routes (whose loader/action are dropped). */
export function serverImportLeaks(fileName: string, text: string, isRoute: boolean): Leak[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const imported = new Map<string, string>()
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue
    const from = (statement.moduleSpecifier as ts.StringLiteral).text
    if (!isServerModule(from)) continue
    const clause = statement.importClause
    if (clause?.name) imported.set(clause.name.text, from)
    const bindings = clause?.namedBindings
    if (bindings && ts.isNamespaceImport(bindings)) imported.set(bindings.name.text, from)
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) if (!element.isTypeOnly) imported.set(element.name.text, from)
    }
  }
  if (imported.size === 0) return []
  const serverOnly = serverOnlyStatements(source, isRoute)
  const leaks: Leak[] = []
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) || serverOnly.has(statement)) continue
    const identifiers: ts.Identifier[] = []
    collectIdentifiers(statement, identifiers)
    for (const id of identifiers) {
      const from = imported.get(id.text)
      if (!from || inTypePosition(id) || (ts.isPropertyAccessExpression(id.parent) && id.parent.name === id)) continue
      if (ts.isPropertyAssignment(id.parent) && id.parent.name === id) continue
      const line = source.getLineAndCharacterOfPosition(id.getStart()).line + 1
      leaks.push({ line, name: id.text, from })
    }
  }
  return leaks
}

function browserCandidates(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name.endsWith('.server') ? [] : browserCandidates(full)
    return /\.tsx?$/.test(entry.name) && !/\.server\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [full]
      : []
  })
}

/** Every leak under `root` (app/), one "file:line: …" line each; routes are app/routes/* and app/root.tsx. */
export function appLeaks(root = 'app'): string[] {
  return browserCandidates(root).flatMap((file) => {
    const isRoute = file.startsWith(path.join(root, 'routes')) || file === path.join(root, 'root.tsx')
    return serverImportLeaks(file, fs.readFileSync(file, 'utf8'), isRoute).map(
      (leak) => `${file}:${leak.line}: ${leak.name} (from ${leak.from}) is used in code the browser runs`,
    )
  })
}
