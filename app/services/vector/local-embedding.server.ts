// A text embedding computed here, with nothing to download and no network: hashed features
// (the "hashing trick") in a fixed number of dimensions, L2-normalised so a dot product is the
// cosine similarity.
//
// Features: word unigrams, word bigrams, and character 3- to 5-grams of each word (with word
// boundaries marked), each kind weighted so whole words count most. Term frequency is
// sublinear (1 + ln tf) so a word repeated ten times does not drown the rest; common English
// function words are dropped, which stands in for the low inverse document frequency they would
// have in any corpus. A fixed weighting (rather than idf learnt from the indexed corpus) keeps
// every vector independent of what else is indexed: adding one user's documents never changes
// another user's vectors or the shared knowledge base's, so nothing has to be re-embedded.
//
// Limits, plainly: it matches words and word pieces, not meanings. "Retirement" finds "retire"
// and "retired" through shared character n-grams, but "401(k)" does not find "pension" and
// "car" does not find "vehicle". Word order counts only through bigrams. Hash collisions in 384
// dimensions blur rare features a little. It is tuned for English. For meaning-level search set
// an OpenAI or Gemini key, and the provider's embedding model is used instead.

export const LOCAL_EMBEDDING_MODEL = 'local-hashed-ngrams-v1'
export const LOCAL_EMBEDDING_DIMENSION = 384

const STOPWORDS = new Set(
  (
    'a an and are as at be been but by for from has have i in is it its of on or our that the their them ' +
    'there these they this to was were will with you your we he she his her not no do does did so if than ' +
    'then what which who whom how when where why can could would should may might my me us am'
  ).split(' '),
)

const WEIGHTS = { word: 1, bigram: 0.6, chars: 0.35 }

/** 32-bit FNV-1a: fast, stable across processes and versions (the index depends on it). */
function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** Lower-case words; thousands separators and dollar signs go, so "$12,500" is the word "12500". */
export function tokenize(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .match(/[a-z0-9]+/g)
  return (words ?? []).filter((w) => !STOPWORDS.has(w))
}

function addFeature(counts: Map<string, number>, key: string) {
  counts.set(key, (counts.get(key) ?? 0) + 1)
}

function features(words: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (let i = 0; i < words.length; i++) {
    const word = words[i]
    addFeature(counts, `w:${word}`)
    if (i + 1 < words.length) addFeature(counts, `b:${word} ${words[i + 1]}`)
    const marked = `<${word}>`
    for (let n = 3; n <= 5; n++) {
      for (let start = 0; start + n <= marked.length; start++) addFeature(counts, `c:${marked.slice(start, start + n)}`)
    }
  }
  return counts
}

function weightOf(key: string): number {
  if (key.startsWith('w:')) return WEIGHTS.word
  if (key.startsWith('b:')) return WEIGHTS.bigram
  return WEIGHTS.chars
}

/** The text's vector: `dimension` floats, unit length (all zeros for text with no words). */
export function localEmbedding(text: string, dimension = LOCAL_EMBEDDING_DIMENSION): Float32Array {
  const vector = new Float32Array(dimension)
  for (const [key, tf] of features(tokenize(text))) {
    const hash = fnv1a(key)
    // A second hash picks the sign, so collisions cancel on average instead of piling up.
    const sign = fnv1a(key, 0x9747b28c) & 1 ? 1 : -1
    vector[hash % dimension] += sign * weightOf(key) * (1 + Math.log(tf))
  }
  let norm = 0
  for (const value of vector) norm += value * value
  if (norm === 0) return vector
  const scale = 1 / Math.sqrt(norm)
  for (let i = 0; i < dimension; i++) vector[i] *= scale
  return vector
}
