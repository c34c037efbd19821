// npm run build, second step: the host (server/index.ts and what it imports from app/ and db/) compiled
// once into build/server.js, so production runs plain `node` rather than compiling TypeScript on the fly
// with tsx. Packages stay external (node_modules is there at run time). The file sits one folder below
// the repository root, as server/index.ts does, so its paths (`..` from import.meta.url) still resolve.
import { build } from 'esbuild'

await build({
  entryPoints: ['server/index.ts'],
  outfile: 'build/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
