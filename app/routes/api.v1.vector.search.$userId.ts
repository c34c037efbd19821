import { vectorCall } from '~/http/vector-routes.server.ts'
import { methodNotAllowed, parseJsonBody, parseQuery } from '~/http/api.server.ts'
import { VectorSearchSchema } from '~/schemas/vector.ts'

// POST ?query&n_results (default 5): the caller's documents and the shared knowledge base
// nearest the query. The parameters may also come as a JSON body.
export const loader = () => methodNotAllowed(['POST'])
export const action = vectorCall('POST', async (service, userId, { request }) => {
  const url = new URL(request.url)
  const input = url.searchParams.has('query')
    ? parseQuery(request, VectorSearchSchema)
    : await parseJsonBody(request, VectorSearchSchema)
  return service.search(userId, input.query, input.n_results)
})
