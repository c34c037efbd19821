// Where the advisory page and its progress page live (shared by the server and the browser).
export const ADVISORY_PATH = '/plan/advisory'
export const PROGRESS_PATH = '/plan/advisory/progress'
