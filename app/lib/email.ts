/**
 * The one spelling of an e-mail address the app looks up, stores and throttles by: Unicode NFKC
 * (so composed and decomposed accents, full-width letters and ligatures read alike) and lower case.
 * The users table compares e-mails byte for byte (a binary collation), so look-alike addresses such
 * as `thróttlé@…` and `throttle@…` stay different accounts with counters of their own (issue 16, item 5).
 */
export function normaliseEmail(email: string) {
  return email.trim().normalize('NFKC').toLowerCase()
}
