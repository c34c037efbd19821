import { themeCssVersion } from '~/theme.ts'
import { chakraGlobalCss } from '~/services/styles/global-css.server.ts'

// The pages' shared stylesheet (see app/components/static-chakra-provider.tsx). The URL carries the
// theme's version, so the current one is cached for a year; any other version is not cached.
export async function loader({ request }: { request: Request }) {
  const current = new URL(request.url).searchParams.get('v') === themeCssVersion
  return new Response(chakraGlobalCss(), {
    headers: {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  })
}
