import {
  data,
  redirect,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { getBrowserAuthOrUnavailable } from './auth/guards.server.ts'
import { GeneralErrorBoundary } from './components/error-boundary.tsx'
import { useNonce } from './components/nonce.tsx'
import { ToastBanner } from './components/toast-banner.tsx'
import { ChakraScope, STATIC_STYLES } from './components/chakra-scope.tsx'
import { themeCssVersion } from './theme-config.ts'
import controlsCss from './styles/controls.css'
import layoutCss from './styles/layout.css'
import tablesCss from './styles/tables.css'
import screensCss from './styles/screens.css'
import { takeToast } from './infra/toast.server.ts'

// The old app's ?clear / ?reset / ?clearAuth wiped browser storage; ours asks to sign out. A GET
// must not sign anyone out (a link or an image on another site could), so it leads to the
// confirmation page, whose form posts (issue 16, item 11).
const SIGN_OUT_PARAMS = ['clear', 'reset', 'clearAuth']

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  if (SIGN_OUT_PARAMS.some((p) => url.searchParams.has(p))) {
    for (const p of SIGN_OUT_PARAMS) url.searchParams.delete(p)
    throw redirect(`/logout?${new URLSearchParams({ back: `${url.pathname}${url.search}` })}`)
  }
  const auth = await getBrowserAuthOrUnavailable(request, url.pathname === '/')
  const { toast, setCookie } = await takeToast(request)
  const user = auth
    ? {
        id: auth.user.id,
        email: auth.user.email,
        first_name: auth.user.first_name,
        is_admin: auth.user.role === 'admin',
      }
    : null
  return data({ user, toast }, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined)
}

export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const setCookie = loaderHeaders.get('Set-Cookie')
  return setCookie ? { 'Set-Cookie': setCookie } : new Headers()
}

// The document itself draws no Chakra component (app/components/chakra-scope.tsx).
export const handle = STATIC_STYLES

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: `/styles/chakra-global.css?v=${themeCssVersion}` },
  // Static classes for what every screen repeats (buttons: app/components/button.tsx); the build
  // fingerprints the file's URL, so it is cached like the rest of /build.
  { rel: 'stylesheet', href: controlsCss },
  // The screens' building blocks (frame, cards, headings, …) and tables, drawn without Chakra's
  // runtime (app/components/chakra-scope.tsx); before layout.css, whose phone rules override them.
  { rel: 'stylesheet', href: screensCss },
  { rel: 'stylesheet', href: tablesCss },
  // The phone layout every screen shares (stacked table rows, the collapsed stepper, two-row header).
  { rel: 'stylesheet', href: layoutCss },
]

export const meta: MetaFunction = () => [
  { title: 'WealthPath — personal finance and wealth planning' },
  { name: 'description', content: 'Record what you own, owe, earn and spend; plan goals; see projections.' },
]

export function useOptionalUser() {
  return useRouteLoaderData<typeof loader>('root')?.user ?? null
}

function Document({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <ChakraScope>{children}</ChakraScope>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>()
  return (
    <Document>
      {toast ? <ToastBanner toast={toast} /> : null}
      <Outlet />
    </Document>
  )
}

export function ErrorBoundary() {
  return (
    <Document>
      <GeneralErrorBoundary />
    </Document>
  )
}
