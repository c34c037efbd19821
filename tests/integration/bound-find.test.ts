import { describe, expect, it } from 'vitest'
import type { Model, ModelStatic } from 'sequelize'
import { getDb } from '../../db/index.ts'
import { boundWhere } from '../../db/bound.ts'
import { boundFindAll, boundFindOne, type BoundFilter, type BoundFindOptions } from '../../db/bound-find.ts'
import { createEntry } from '../../app/services/finance/entries.server.ts'
import { EntryCreateSchema } from '../../app/schemas/financial-entry.ts'
import { upsertProfile } from '../../app/services/profile/personal.server.ts'
import { createTaxInfo } from '../../app/services/profile/tax-info.server.ts'
import { ProfileSchema, TaxInfoSchema } from '../../app/schemas/profile.ts'
import { createUser } from '../helpers/users.ts'

// The bound finders (db/bound-find.ts) send SQL written once per shape instead of asking Sequelize's finder
// to write it on every call: they must send the finder's own text and answer its rows, instances or plain,
// on MariaDB (DATETIME as Date, DECIMAL as text, BOOLEAN as 0/1) and on SQLite (timestamps as text).

/** What Sequelize's finder sends and answers for the same filter and options. */
async function finder<M extends Model>(
  model: ModelStatic<M>,
  filter: BoundFilter,
  options: BoundFindOptions,
  one: boolean,
) {
  let sql = ''
  const logging = (message: string) => (sql = message.replace(/^Executing \([^)]*\): /, ''))
  const query = {
    ...boundWhere(filter),
    attributes: options.attributes ? [...options.attributes] : undefined,
    order: options.order,
    raw: options.raw,
    logging,
  }
  const rows = one ? await model.findOne(query) : await model.findAll(query)
  return { sql, rows }
}

/** The bound finder's text (the statement it sends, as Sequelize logs it) and rows. */
async function bound<M extends Model>(
  model: ModelStatic<M>,
  filter: BoundFilter,
  options: BoundFindOptions,
  one: boolean,
) {
  // Sequelize logs through its instance's options when a call names no `logging` of its own.
  const sequelize = model.sequelize as unknown as { options: { logging: unknown } }
  let sql = ''
  const previous = sequelize.options.logging
  sequelize.options.logging = (message: string) => (sql = message.replace(/^Executing \([^)]*\): /, ''))
  try {
    const rows = one ? await boundFindOne(model, filter, options) : await boundFindAll(model, filter, options)
    return { sql, rows }
  } finally {
    sequelize.options.logging = previous
  }
}

const plain = (rows: unknown) =>
  Array.isArray(rows)
    ? rows.map((row) => (row instanceof Object && 'get' in row ? (row as Model).get({ plain: true }) : row))
    : rows instanceof Object && 'get' in rows
      ? (rows as Model).get({ plain: true })
      : rows

async function expectSameAsFinder<M extends Model>(
  model: ModelStatic<M>,
  filter: BoundFilter,
  options: BoundFindOptions,
  one: boolean,
) {
  const expected = await finder(model, filter, options, one)
  const actual = await bound(model, filter, options, one)
  expect(actual.sql).toBe(expected.sql)
  expect(actual.sql).not.toBe('')
  expect(plain(actual.rows)).toEqual(plain(expected.rows))
  return actual.rows
}

async function household() {
  const user = await createUser({ tag: 'bound-find' })
  const entry = (values: Record<string, unknown>) => createEntry(user.id, EntryCreateSchema.parse(values))
  await entry({
    category: 'income',
    subcategory: 'employment_income',
    description: 'Salary',
    amount: 9_000,
    frequency: 'monthly',
  })
  await entry({
    category: 'liabilities',
    subcategory: 'mortgage',
    description: 'Home',
    amount: 250_000.55,
    interest_rate: 6.25,
    minimum_payment: 1_864,
    remaining_months: 240,
    frequency: 'one_time',
  })
  await entry({
    category: 'liabilities',
    subcategory: 'credit_cards',
    description: 'Card',
    amount: 1_200,
    frequency: 'one_time',
  })
  await upsertProfile(user.id, ProfileSchema.parse({ age: 44, date_of_birth: '1982-05-01', state: 'OR' }))
  await createTaxInfo(
    user.id,
    TaxInfoSchema.parse({ tax_year: 2025, filing_status: 'married_jointly', effective_tax_rate: 12.5 }),
  )
  return user.id
}

describe('the bound finders', () => {
  it("send the finder's SQL and answer its instances: one row, every row, a row by id, none", async () => {
    const userId = await household()
    const { FinancialEntry, UserProfile, TaxInfo, AdvisorData } = getDb()
    const profile = await expectSameAsFinder(UserProfile, { user_id: userId }, {}, true)
    expect(profile).toBeInstanceOf(UserProfile)
    expect((profile as InstanceType<typeof UserProfile>).created_at).toBeInstanceOf(Date)
    const taxRows = await expectSameAsFinder(
      TaxInfo,
      { tax_year: 2025, user_id: userId },
      { order: [['id', 'ASC']] },
      false,
    )
    expect(taxRows).toHaveLength(1)
    const entries = (await expectSameAsFinder(
      FinancialEntry,
      { user_id: userId },
      { order: [['id', 'ASC']] },
      false,
    )) as Model[]
    expect(entries).toHaveLength(3)
    await expectSameAsFinder(FinancialEntry, { id: Number(entries[1].get('id')), user_id: userId }, {}, true)
    expect(await expectSameAsFinder(AdvisorData, { user_id: userId }, {}, true)).toBeNull()
    expect(
      await expectSameAsFinder(FinancialEntry, { id: Number(entries[1].get('id')), user_id: userId + 1 }, {}, true),
    ).toBeNull()
  })

  it('answer plain rows with `raw`, chosen columns and a null filter as the finder does', async () => {
    const userId = await household()
    const { FinancialEntry } = getDb()
    const columns = ['subcategory', 'amount_cents', 'interest_rate', 'minimum_payment_cents', 'remaining_months']
    const rows = await expectSameAsFinder(
      FinancialEntry,
      { user_id: userId, category: 'liabilities' },
      { attributes: columns, order: [['id', 'ASC']], raw: true },
      false,
    )
    expect(rows).toHaveLength(2)
    await expectSameAsFinder(
      FinancialEntry,
      { user_id: userId, interest_rate: null },
      { attributes: ['id'], raw: true },
      false,
    )
    await expectSameAsFinder(
      FinancialEntry,
      { user_id: userId, category: 'income', subcategory: 'employment_income' },
      { attributes: ['description'], raw: true },
      false,
    )
  })

  it('keep one text per shape: another user, other values, the same statement', async () => {
    const [first, second] = [await household(), await household()]
    const { FinancialEntry } = getDb()
    const a = await bound(FinancialEntry, { user_id: first, category: 'income' }, {}, false)
    const b = await bound(FinancialEntry, { user_id: second, category: 'liabilities' }, {}, false)
    expect(b.sql).toBe(a.sql)
    expect((a.rows as Model[]).every((row) => row.get('user_id') === first && row.get('category') === 'income')).toBe(
      true,
    )
    expect((b.rows as Model[]).map((row) => row.get('user_id'))).toEqual([second, second])
    // A null where the other had a value is another shape (IS NULL), not the bound one's text.
    const nullShape = await bound(FinancialEntry, { user_id: first, category: null }, {}, false)
    expect(nullShape.sql).not.toBe(a.sql)
    expect(nullShape.rows).toEqual([])
  })
})

describe('a bound finder given a value it cannot bind', () => {
  it('refuses it rather than keep a text written for one value', async () => {
    const { FinancialEntry } = getDb()
    const filter = { user_id: 1, is_fixed_rate: true } as unknown as BoundFilter
    await expect(boundFindAll(FinancialEntry, filter)).rejects.toThrow(/is_fixed_rate is boolean/)
  })
})
