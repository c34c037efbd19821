import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { appErrorResponse, parseJsonBody, parseQuery } from '../../app/http/api.server.ts'
import { requireIdParam, requireOwnUserParam } from '../../app/http/params.ts'
import { submitForm } from '../../app/http/screen.server.ts'
import { AppError, badRequest, conflict, invalidField } from '../../app/lib/app-error.ts'

// One AppError, two answers: the JSON API's and the screen form's.

function form(fields: Record<string, string>) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  return body
}

const EmailSchema = z.object({ email: z.string().email('Enter an e-mail'), password: z.string() })

describe('the API answer to an AppError', () => {
  it('is the 422 list when a field is named, so clients see where the problem is', async () => {
    const response = appErrorResponse(invalidField('subcategory', 'Unknown subcategory'))
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      detail: [{ loc: ['body', 'subcategory'], msg: 'Unknown subcategory', type: 'value_error' }],
    })
  })

  it('splits a dotted field into its path', async () => {
    const response = appErrorResponse(invalidField('milestones.0.amount', 'Too much'))
    expect((await response.json()).detail[0].loc).toEqual(['body', 'milestones', '0', 'amount'])
  })

  it('is {detail} with its own status otherwise, even when a field is named (a taken e-mail is a conflict)', async () => {
    const taken = appErrorResponse(new AppError(409, 'Already exists', { field: 'email' }))
    expect(taken.status).toBe(409)
    expect(await taken.json()).toEqual({ detail: 'Already exists' })
    const limited = appErrorResponse(new AppError(429, 'Slow down', { headers: { 'Retry-After': '30' } }))
    expect(limited.headers.get('Retry-After')).toBe('30')
  })
})

describe('API body and query parsing', () => {
  const json = (body: string) => new Request('http://x/api', { method: 'POST', body })

  it('returns the parsed body, or throws the 422 answer', async () => {
    const schema = z.object({ n: z.number() })
    await expect(parseJsonBody(json('{"n": 1}'), schema)).resolves.toEqual({ n: 1 })
    await expect(parseJsonBody(json('{"n": "x"}'), schema)).rejects.toMatchObject({ status: 422 })
    await expect(parseJsonBody(json('{'), schema)).rejects.toMatchObject({ status: 422 })
  })

  it('locates query problems in "query"', async () => {
    const schema = z.object({ days: z.coerce.number().int() })
    expect(parseQuery(new Request('http://x/?days=3'), schema)).toEqual({ days: 3 })
    const refused = await Promise.resolve()
      .then(() => parseQuery(new Request('http://x/?days=x'), schema))
      .catch((error: unknown) => error)
    if (!(refused instanceof Response)) throw new Error('expected a 422 Response')
    expect(refused.status).toBe(422)
    expect((await refused.json()).detail[0].loc).toEqual(['query', 'days'])
  })
})

describe('URL ids', () => {
  it('are positive whole numbers; anything else is a 400 with the route’s message', () => {
    expect(requireIdParam('42', 'Invalid entry ID')).toBe(42)
    for (const raw of [undefined, '', 'abc', '-1', '1.5', '0']) {
      expect(() => requireIdParam(raw, 'Invalid entry ID')).toThrow(badRequest('Invalid entry ID'))
    }
  })

  it("another user's id in a /{userId} path is not found", () => {
    expect(() => requireOwnUserParam(undefined, 7)).not.toThrow()
    expect(() => requireOwnUserParam('7', 7)).not.toThrow()
    expect(() => requireOwnUserParam('8', 7)).toThrow(expect.objectContaining({ status: 404 }))
  })
})

describe('submitForm', () => {
  it('answers 422 with the field errors and never echoes hidden fields', async () => {
    const answer = await submitForm(form({ email: 'nope', password: 'secret' }), EmailSchema, async () => 'saved', {
      hideFields: ['password'],
    })
    expect(answer).toMatchObject({ init: { status: 422 }, data: { result: { error: { email: ['Enter an e-mail'] } } } })
    expect(JSON.stringify(answer)).not.toContain('secret')
  })

  it('runs save with the parsed values', async () => {
    const answer = await submitForm(form({ email: 'a@b.co', password: 'x' }), EmailSchema, async (value) => value.email)
    expect(answer).toBe('a@b.co')
  })

  it('shows a refusal from save under its field, with the refusal’s status', async () => {
    const taken = await submitForm(form({ email: 'a@b.co', password: 'x' }), EmailSchema, async () => {
      throw new AppError(409, 'Taken', { field: 'email' })
    })
    expect(taken).toMatchObject({ init: { status: 409 }, data: { result: { error: { email: ['Taken'] } } } })
    const refused = await submitForm(form({ email: 'a@b.co', password: 'x' }), EmailSchema, async () => {
      throw conflict('Try again later')
    })
    expect(refused).toMatchObject({ init: { status: 409 }, data: { result: { error: { '': ['Try again later'] } } } })
  })

  it('lets anything else through to the error page', async () => {
    const failing = submitForm(form({ email: 'a@b.co', password: 'x' }), EmailSchema, async () => {
      throw new Error('boom')
    })
    await expect(failing).rejects.toThrow('boom')
  })
})
