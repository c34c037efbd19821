// Standard input as one string, for the bench scripts that lifecycle.ts runs with Deno and feeds JSON.
// Node's names (Deno provides them too), so that the app's TypeScript check reads those scripts as well.

import { Buffer } from 'node:buffer'
import process from 'node:process'

export async function readStdin(): Promise<string> {
  const chunks: Uint8Array[] = []
  for await (const chunk of process.stdin) chunks.push(chunk)
  return Buffer.concat(chunks).toString('utf8')
}
