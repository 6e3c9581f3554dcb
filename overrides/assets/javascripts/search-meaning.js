/*
 * Search by meaning, the client of what generator/semantic_index.py writes to
 * searchdata/semantic/: the query is embedded as generator/embedding.py embeds a
 * paper and compared with every paper's vector.
 */

import { fetchOk } from "./site.js";
import { DATA, fetchJSON } from "./search-words.js";

const MAX_WORD = 100;  // characters; a longer word is one unknown token
const QUERY_SCALE = 32767;  // a query vector's values (at most 1) as integers
const WHITE_SPACE = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/u;
const PUNCTUATION = /([!-\/:-@\[-`{-~]|\p{P})/u;
const CJK = /([\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u{20000}-\u{2a6df}\u{2a700}-\u{2b73f}\u{2b740}-\u{2b81f}\u{2b820}-\u{2ceaf}\u{2f800}-\u{2fa1f}])/gu;

async function fetchBytes(url) {
  return new Int8Array(await (await fetchOk(url)).arrayBuffer());
}

/* BERT's uncased normalisation, as embedding.split_words does it before splitting. */
function normalized(text) {
  return text.replace(/[\t\n\r]/g, " ").replace(/[\p{Cc}\p{Cf}\ufffd]/gu, "").replace(CJK, " $1 ")
    .normalize("NFD").replace(/\p{Mn}/gu, "").toLowerCase();
}

/* A query's vector is the mean of its tokens' vectors, fetched by the file of 16 KB
   that holds them. */
export class Meaning {
  constructor(tokenizer, papers) {
    this.dimensions = tokenizer.dimensions;
    if (this.dimensions % 4) throw new Error(`${this.dimensions} dimensions: search() takes them four at a time`);
    this.tokensPerFile = tokenizer.tokens_per_file;
    this.scale = Float32Array.from(tokenizer.scale);
    this.ids = new Map(tokenizer.vocabulary.map((token, id) => [token, id]));
    this.unknown = this.ids.get(tokenizer.unknown);
    this.papers = papers;
    this.files = new Map();
    this.words = new Map();
  }

  static async load() {
    const [tokenizer, papers] = await Promise.all([
      fetchJSON(new URL("semantic/tokenizer.json", DATA)), fetchBytes(new URL("semantic/papers.bin", DATA))]);
    return new Meaning(tokenizer, papers);
  }

  /* Token ids of one word: the longest pieces of the vocabulary from the left, as
     Embedder._word_ids; the unknown token for a word that cannot be cut so. */
  wordIds(word) {
    if (!this.words.has(word)) this.words.set(word, this.pieces(Array.from(word)) || [this.unknown]);
    return this.words.get(word);
  }

  pieces(characters) {
    if (characters.length > MAX_WORD) return null;
    const ids = [];
    for (let start = 0; start < characters.length;) {
      let end = characters.length, piece = null;
      for (; end > start; end--) {
        piece = (start ? "##" : "") + characters.slice(start, end).join("");
        if (this.ids.has(piece)) break;
      }
      if (end === start) return null;
      ids.push(this.ids.get(piece));
      start = end;
    }
    return ids;
  }

  tokenIds(text) {
    return normalized(text).split(WHITE_SPACE).flatMap(chunk => chunk.split(PUNCTUATION))
      .filter(Boolean).flatMap(word => this.wordIds(word));
  }

  /* The vectors of the tokens of file `number`. */
  tokenFile(number) {
    if (!this.files.has(number)) this.files.set(number, fetchBytes(new URL(`semantic/tokens/${number}.bin`, DATA)));
    return this.files.get(number);
  }

  /* The text's vector, of length 1 (null for a text without words). */
  async embed(text) {
    const ids = this.tokenIds(text).filter(id => id !== this.unknown);  // unknown tokens add nothing
    if (!ids.length) return null;
    const rows = await Promise.all(ids.map(id => this.tokenFile(Math.floor(id / this.tokensPerFile))));
    const vector = new Float32Array(this.dimensions);
    ids.forEach((id, n) => {
      const offset = (id % this.tokensPerFile) * this.dimensions;
      for (let d = 0; d < this.dimensions; d++) vector[d] += rows[n][offset + d] * this.scale[d];
    });
    const norm = Math.hypot(...vector);
    return norm ? vector.map(value => value / norm) : null;
  }

  /* The `count` papers nearest to `text` in meaning, as [document, similarity],
     most similar first (the first document of equals first). The query's vector is
     rounded to integers as the papers' are: integer products took 4 ms for 10,000
     papers where floating-point ones took 6 ms (|dot| <= QUERY_SCALE * 128 * √dimensions < 2^31). */
  async search(text, count) {
    const vector = await this.embed(text);
    if (!vector || count < 1) return [];
    const query = Int32Array.from(vector, value => Math.round(value * QUERY_SCALE));
    const { papers, dimensions } = this;
    const best = [];  // the `count` most similar so far, in order: one pass, no sort of every paper
    for (let doc = 0, offset = 0; offset < papers.length; doc++, offset += dimensions) {
      let a = 0, b = 0, c = 0, e = 0;  // four sums, which the engine runs side by side
      for (let d = 0, o = offset; d < dimensions; d += 4, o += 4) {
        a = (a + query[d] * papers[o]) | 0; b = (b + query[d + 1] * papers[o + 1]) | 0;
        c = (c + query[d + 2] * papers[o + 2]) | 0; e = (e + query[d + 3] * papers[o + 3]) | 0;
      }
      const dot = (a + b + c + e) | 0;
      if (best.length === count && dot <= best[count - 1][1]) continue;
      let at = best.length;
      while (at > 0 && best[at - 1][1] < dot) at--;
      best.splice(at, 0, [doc, dot]);
      if (best.length > count) best.pop();
    }
    return best.map(([doc, dot]) => [doc, dot / (127 * QUERY_SCALE)]);
  }
}
