import * as m001 from './001-users-and-sessions.ts'

// Listed by hand so the bundled server and the scripts see the same ordered set.
export const migrations = [m001]
