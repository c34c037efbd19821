import * as m001 from './001-users-and-sessions.ts'
import * as m002 from './002-financial-entries.ts'
import * as m003 from './003-profile.ts'
import * as m004 from './004-projection-assumptions.ts'
import * as m005 from './005-goals.ts'
import * as m006 from './006-analysis-actions.ts'
import * as m007 from './007-estate-and-insurance.ts'
import * as m008 from './008-advisor-and-investment-preferences.ts'
import * as m009 from './009-tax-panel-fields.ts'
import * as m010 from './010-llm-calls.ts'
import * as m011 from './011-advisory-reports.ts'
import * as m012 from './012-chat.ts'
import * as m013 from './013-admin-audit.ts'
import * as m014 from './014-email-binary-collation.ts'
import * as m015 from './015-entry-group-index.ts'

// Listed by hand so the bundled server and the scripts see the same ordered set.
export const migrations = [m001, m002, m003, m004, m005, m006, m007, m008, m009, m010, m011, m012, m013, m014, m015]
