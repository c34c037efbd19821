import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { validationDetails } from '../../app/http/api.server.ts'

describe('validationDetails', () => {
  it('maps zod issues to FastAPI-style {loc, msg, type}', () => {
    const schema = z.object({ name: z.string({ error: 'Field required' }), age: z.number().max(119, 'Too old') })
    const result = schema.safeParse({ age: 150 })
    expect(validationDetails(result.error!)).toEqual([
      { loc: ['body', 'name'], msg: 'Field required', type: 'missing' },
      { loc: ['body', 'age'], msg: 'Too old', type: 'too_big' },
    ])
  })
})
