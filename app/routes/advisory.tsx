import { redirect } from '@remix-run/node'

// The spec's path for the advisory page (03 §2, "View All Knowledge goes to /advisory"); the page
// itself lives in the planning flow's layout.
export const loader = () => redirect('/plan/advisory')
