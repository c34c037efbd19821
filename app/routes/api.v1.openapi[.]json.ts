import { apiHandler, apiJson } from '~/http/api.server.ts'
import { onlyGet } from '~/http/api-resource.server.ts'
import { openApiDocument } from '~/http/openapi/document.ts'

// GET /api/v1/openapi.json: the OpenAPI 3.1 description of every /api/v1 call, open to anyone
// (it describes the calls, not anyone's data).
export const loader = apiHandler(async () => apiJson(openApiDocument()))
export const action = onlyGet
