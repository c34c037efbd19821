import { describe, expect, it } from 'vitest'
import { parseCsv, toCsv } from '../../app/lib/csv.ts'

describe('parseCsv', () => {
  it('reads plain, quoted and multi-line cells', () => {
    const text = 'a,b,c\r\n1,"two, with comma","say ""hi"""\n"multi\nline",,x\n'
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['1', 'two, with comma', 'say "hi"'],
      ['multi\nline', '', 'x'],
    ])
  })

  it('drops a byte-order mark and blank lines, keeps a last line without newline', () => {
    expect(parseCsv('\uFEFFa,b\n\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
  })
})

describe('toCsv', () => {
  it('quotes what needs quoting and round-trips', () => {
    const csv = toCsv(
      ['description', 'amount'],
      [
        ['Rent, monthly', 1200.5],
        ['He said "no"', null],
      ],
    )
    expect(csv).toBe('description,amount\r\n"Rent, monthly",1200.5\r\n"He said ""no""",\r\n')
    expect(parseCsv(csv)).toEqual([
      ['description', 'amount'],
      ['Rent, monthly', '1200.5'],
      ['He said "no"', ''],
    ])
  })

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(toCsv(['d'], [['=HYPERLINK("x")'], ['+1'], ['@SUM(A1)']])).toBe(
      'd\r\n"\'=HYPERLINK(""x"")"\r\n\'+1\r\n\'@SUM(A1)\r\n',
    )
  })
})
