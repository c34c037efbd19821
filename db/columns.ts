import { DataTypes, type Model, type Sequelize } from 'sequelize'

// mysql2 hands BIGINT and DECIMAL values back as strings (SQLite as numbers). These column
// definitions read them as numbers, once, so no model or service ever sees a string amount.
// They are factories, not shared objects: Sequelize writes each attribute's name into its
// definition.

type NumberColumnOptions = { allowNull: boolean; defaultValue?: number }

function readAsNumber(name: string, allowNull: boolean) {
  return function get(this: Model) {
    const raw: unknown = this.getDataValue(name)
    if (allowNull && (raw === null || raw === undefined)) return null
    return Number(raw)
  }
}

function numberColumn(type: DataTypes.DataType, name: string, { allowNull, defaultValue }: NumberColumnOptions) {
  return {
    type,
    allowNull,
    // Only a default that was asked for: an explicit `defaultValue: undefined` would still count as one.
    ...(defaultValue === undefined ? {} : { defaultValue }),
    get: readAsNumber(name, allowNull),
  }
}

/** A money column: integer cents in a BIGINT, read as a number (null stays null when allowed). */
export function centsColumn(name: string, options: NumberColumnOptions) {
  return numberColumn(DataTypes.BIGINT, name, options)
}

/** An exact DECIMAL(precision, scale), such as a rate or a percentage, read as a number. */
export function decimalColumn(name: string, precision: number, scale: number, options: NumberColumnOptions) {
  return numberColumn(DataTypes.DECIMAL(precision, scale), name, options)
}

/**
 * A text column that may pass 64 KB (a whole prompt): MEDIUMTEXT on MySQL. SQLite has one TEXT type and
 * warns at a size option, so it gets plain TEXT.
 */
export function mediumText(sequelize: Sequelize) {
  return sequelize.getDialect() === 'sqlite' ? DataTypes.TEXT : DataTypes.TEXT('medium')
}
