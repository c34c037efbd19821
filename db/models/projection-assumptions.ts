import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize'

export class ProjectionAssumptions extends Model<
  InferAttributes<ProjectionAssumptions>,
  InferCreationAttributes<ProjectionAssumptions>
> {
  declare id: CreationOptional<number>
  declare user_id: number
  declare stock_market_return: number
  declare real_estate_appreciation: number
  declare salary_growth_rate: number
  declare inflation_rate: number
  declare retirement_account_return: number
  declare created_at: CreationOptional<Date>
  declare updated_at: CreationOptional<Date>
}

const rate = (name: string) => ({
  type: DataTypes.DECIMAL(6, 4),
  allowNull: false,
  get(this: Model) {
    return Number(this.getDataValue(name as never))
  },
})

export function initProjectionAssumptions(sequelize: Sequelize) {
  ProjectionAssumptions.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false, unique: true },
      stock_market_return: rate('stock_market_return'),
      real_estate_appreciation: rate('real_estate_appreciation'),
      salary_growth_rate: rate('salary_growth_rate'),
      inflation_rate: rate('inflation_rate'),
      retirement_account_return: rate('retirement_account_return'),
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    {
      sequelize,
      tableName: 'projection_assumptions',
      underscored: true,
      createdAt: 'created_at',
      updatedAt: 'updated_at',
    },
  )
  return ProjectionAssumptions
}
