import { GoalCreateSchema } from '../../app/schemas/goals.ts'
import { registerUser } from '../../app/services/account/user.server.ts'
import { createGoal } from '../../app/services/goals/goals.server.ts'
import { seedDemoHousehold } from '../../seeds/demo-household.ts'
import { monthsAhead } from '../helpers/dates.ts'
import { SCREEN_GOAL, SCREEN_PROJECTS, screenAccountFor } from './screen-accounts.ts'

/** One demo household with a goal per Playwright project, through the app's own services. */
export async function seedScreenAccounts() {
  for (const project of SCREEN_PROJECTS) {
    const user = await registerUser({ ...screenAccountFor(project), first_name: 'Screens', last_name: 'Household' })
    await seedDemoHousehold(user.id)
    await createGoal(user.id, GoalCreateSchema.parse({ ...SCREEN_GOAL, target_date: monthsAhead(48) }))
  }
}
