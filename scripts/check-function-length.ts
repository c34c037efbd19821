// Lists functions longer than the limit in app/, db/, server/ and sim-worker/ (tests excepted)
// and exits 1 when there are any. React components (capitalised functions in .tsx files)
// and what they contain are exempt: their length is markup. Part of `npm run validate`.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const LIMIT = Number(process.env.MAX_FUNCTION_LINES ?? 120)
const ROOTS = ['app', 'db', 'server', 'sim-worker']

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [full]
      : []
  })
}

function nameOf(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText()
  const parent = node.parent
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText()
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText()
  if (parent && ts.isCallExpression(parent)) return `${nameOf(parent)}(callback)`
  return '(anonymous)'
}

const isFunction = (node: ts.Node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node)

const long: string[] = []
for (const file of ROOTS.flatMap((root) => (fs.existsSync(root) ? sourceFiles(root) : []))) {
  const text = fs.readFileSync(file, 'utf8')
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const visit = (node: ts.Node) => {
    if (isFunction(node)) {
      const name = nameOf(node)
      if (file.endsWith('.tsx') && /^[A-Z]/.test(name)) return // a React component
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line
      const lines = end - start + 1
      if (lines > LIMIT) long.push(`${file}:${start + 1} ${name}: ${lines} lines`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
}

if (long.length > 0) {
  console.error(`Functions longer than ${LIMIT} lines (React components excepted):\n${long.join('\n')}`)
  process.exit(1)
}
console.log(`function length: none over ${LIMIT} lines`)
