import { PassThrough } from 'node:stream'
import type { AppLoadContext, EntryContext } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
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
  // Bots and no-JavaScript clients get the whole document at once; browsers get it streamed.
  const waitForAll = isbot(request.headers.get('user-agent') ?? '')
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
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

export function handleError(error: unknown, { request }: { request: Request }) {
  // Aborted requests and thrown responses (404, 403, ...) are answers, not faults.
  if (request.signal.aborted || isRouteErrorResponse(error) || error instanceof Response) return
  console.error(error)
}
