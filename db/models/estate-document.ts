import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize'

/** One estate planning document (will, trust, power of attorney, ...) the user has or lacks. */
export class EstateDocument extends Model<InferAttributes<EstateDocument>, InferCreationAttributes<EstateDocument>> {
  declare id: CreationOptional<number>
  declare user_id: number
  declare document_type: string
  declare document_name: string
  declare status: string
  declare last_updated: string | null
  declare next_review_date: string | null
  declare attorney_contact: string | null
  declare document_location: string | null
  /** A JSON object as text. */
  declare document_details: string
  declare created_at: CreationOptional<Date>
  declare updated_at: CreationOptional<Date>
}

export function initEstateDocument(sequelize: Sequelize) {
  EstateDocument.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      document_type: { type: DataTypes.STRING(40), allowNull: false },
      document_name: { type: DataTypes.STRING(200), allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'current' },
      last_updated: { type: DataTypes.DATEONLY, allowNull: true },
      next_review_date: { type: DataTypes.DATEONLY, allowNull: true },
      attorney_contact: { type: DataTypes.STRING(255), allowNull: true },
      document_location: { type: DataTypes.STRING(255), allowNull: true },
      document_details: { type: DataTypes.TEXT, allowNull: false },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    {
      sequelize,
      tableName: 'estate_documents',
      underscored: true,
      createdAt: 'created_at',
      updatedAt: 'updated_at',
    },
  )
  return EstateDocument
}
