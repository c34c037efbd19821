import { Writable } from 'node:stream'
import type { AppLoadContext, EntryContext } from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { NonceProvider } from './components/nonce.tsx'
import { provideChakra } from './components/chakra-scope.tsx'
import { StaticChakraProvider } from './components/static-chakra-provider.tsx'

// Always loaded on the server: a page that needs Chakra renders it in one pass (app/components/chakra-scope.tsx).
provideChakra(StaticChakraProvider)

const ABORT_DELAY = 5_000
export const streamTimeout = ABORT_DELAY

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext.nonce === 'string' ? loadContext.nonce : ''
  // The whole document, then one body. No loader defers data, so the shell and the full page are ready
  // at the same moment and streaming bought nothing: it cost a pass through two stream layers and the
  // compressor for each small chunk React writes (the compressor alone fell from about 10 % to 5 % of a
  // page's server time in a profile of the screens bench).
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true
        },
        onAllReady() {
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          pipe(
            wholeBody((body) => resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }))),
          )
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Before the shell too: an error a boundary caught still fails the page, and must be seen.
          if (shellRendered || !request.signal.aborted) console.error(error)
        },
      },
    )
    setTimeout(abort, ABORT_DELAY + 1_000).unref()
  })
}

/** A writable that collects what React writes and hands it over as one buffer when React ends it. */
function wholeBody(done: (body: Uint8Array<ArrayBuffer>) => void) {
  const chunks: Buffer[] = []
  return new Writable({
    write(chunk: Buffer, _encoding, next) {
      chunks.push(chunk)
      next()
    },
    final(next) {
      const body = Buffer.concat(chunks)
      done(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength))
      next()
    },
  })
}

export function handleError(error: unknown, { request }: { request: Request }) {
  // Aborted requests and thrown responses (404, 403, ...) are answers, not faults.
  if (request.signal.aborted || isRouteErrorResponse(error) || error instanceof Response) return
  console.error(error)
}
