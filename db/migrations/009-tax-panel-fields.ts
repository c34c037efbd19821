import { DataTypes, type QueryInterface } from 'sequelize'

export const name = '009-tax-panel-fields'

// The tax panel reads more than the profile's tax information record held (spec 02 §3.7):
// the state rate, yearly giving, the itemized total and three strategy flags. They describe
// the same return, so they are columns of the same per-year record rather than a new table.
const COLUMNS = {
  state_tax_rate: { type: DataTypes.DECIMAL(5, 2), allowNull: true },
  charitable_giving_annual_cents: { type: DataTypes.BIGINT, allowNull: true },
  itemized_deduction_total_cents: { type: DataTypes.BIGINT, allowNull: true },
  tax_loss_harvesting_enabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
  backdoor_roth_eligible: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
  mega_backdoor_roth_available: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
} as const

export async function up(qi: QueryInterface) {
  for (const [column, definition] of Object.entries(COLUMNS)) {
    await qi.addColumn('tax_infos', column, definition)
  }
}

export async function down(qi: QueryInterface) {
  for (const column of Object.keys(COLUMNS).reverse()) {
    await qi.removeColumn('tax_infos', column)
  }
}
