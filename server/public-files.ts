import fs from 'node:fs'
import express, { type RequestHandler } from 'express'

/**
 * The files and folders at the top of `dir` (favicon and the like), served by name: any other request
 * goes on without touching the disk (express.static over the whole folder stat'ed `public/<path>` for
 * every page, about a tenth of a page's server time). The names are read once, at start.
 */
export function publicFiles(
  dir: string,
  options: Parameters<typeof express.static>[1],
  compress: RequestHandler,
): RequestHandler {
  const names = new Set(fs.readdirSync(dir))
  const serve = express.static(dir, options)
  return (req, res, next) =>
    names.has(req.path.split('/')[1] ?? '') ? compress(req, res, () => serve(req, res, next)) : next()
}
