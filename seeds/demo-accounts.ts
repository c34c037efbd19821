// The demo household's sign-in, printed by the quick start. Local demo only.
export const DEMO_USER = {
  email: 'demo@wealthpath.test',
  password: 'Demo!Wealth2026',
  first_name: 'Jordan',
  last_name: 'Rivera',
}
