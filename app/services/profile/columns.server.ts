import type { Attributes } from 'sequelize'
import { centsToDollars, dollarsToCents } from '../../lib/money.ts'
import type { OwnedRow, OwnedRows, OwnedValues } from '../owned-rows.server.ts'

// How the profile domain's inputs become columns and its rows become JSON. Money is integer
// cents in the database and dollars in what services return.

/**
 * 'merge' (API PATCH/PUT) changes only the fields given; 'replace' (a form save, API POST of
 * the profile) writes every field, so one left blank is cleared.
 */
export type WriteMode = 'merge' | 'replace'

/** In 'replace' mode an optional field that was not given becomes null (cleared). */
export function optionalFor(mode: WriteMode) {
  return <V>(value: V | null | undefined): V | null | undefined =>
    value === undefined && mode === 'replace' ? null : value
}

/** Drops the keys left undefined, so an update never touches a field nobody named. */
export function withoutUndefined<T extends object>(values: T): Partial<T> {
  const out: Partial<T> = {}
  for (const key of Object.keys(values) as (keyof T)[]) {
    if (values[key] !== undefined) out[key] = values[key]
  }
  return out
}

export const dollarsFrom = (cents: number | null) => (cents === null ? null : centsToDollars(cents))

export const centsFrom = (dollars: number | null | undefined) =>
  dollars === null || dollars === undefined ? dollars : dollarsToCents(dollars)

/** A details column holds a JSON object as text; anything else reads as {}. */
export function parseDetails(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text)
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {}
  } catch {
    return {}
  }
}

/** A details object as the column stores it; undefined leaves the column as it is. */
export const detailsText = (details: Record<string, unknown> | undefined) =>
  details === undefined ? undefined : JSON.stringify(details)

export const timestamps = (row: { created_at: Date; updated_at: Date }) => ({
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
})

/**
 * A resource's create and update from its validated input: `columns` maps an input to columns
 * (in 'replace' mode clearing what it leaves out), `required` gives the columns a new row
 * cannot do without.
 */
export function writesFromInput<Row extends OwnedRow, Dto, Input extends Patch, Patch>(
  rows: OwnedRows<Row, Dto>,
  columns: (input: Patch, mode: WriteMode) => Partial<Attributes<Row>>,
  required: (input: Input) => OwnedValues<Row>,
) {
  return {
    create: (userId: number, input: Input): Promise<Dto> =>
      rows.create(userId, { ...columns(input, 'replace'), ...required(input) }),
    /** A 404 AppError when the user has no such row. */
    update: (userId: number, id: number, input: Patch, mode: WriteMode = 'merge'): Promise<Dto> =>
      rows.update(userId, id, columns(input, mode)),
  }
}
