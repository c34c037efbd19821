import { apiError } from '~/http/api.server.ts'

// Unknown API paths answer JSON, never the HTML 404 page.
export const loader = () => apiError(404, 'Not Found')
export const action = () => apiError(404, 'Not Found')
