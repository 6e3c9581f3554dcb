/*
 * Search by meaning, the client of what generator/semantic_index.py writes to
 * searchdata/semantic/: the query is embedded as generator/embedding.py embeds a
 * paper and compared with every paper's vector.
 */

import { fetchOk } from "./site.js";
import { DATA, fetchJSON } from "./search-words.js";

const SPACE = "\u2581";

async function fetchBytes(url) {
  return new Int8Array(await (await fetchOk(url)).arrayBuffer());
}

/* A query's vector is the mean of its tokens' vectors, fetched by the file of 16 KB
   that holds them. */
export class Meaning {
  constructor(tokenizer, papers) {
    this.dimensions = tokenizer.dimensions;
    this.tokensPerFile = tokenizer.tokens_per_file;
    this.scale = Float32Array.from(tokenizer.scale);
    this.ids = new Map(tokenizer.vocabulary.map((token, id) => [token, id]));
    this.ranks = new Map(tokenizer.merges.map((merge, rank) => [merge, rank]));
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

  /* Token ids of one word: byte-pair encoding, as Embedder._word_ids. */
  wordIds(word) {
    if (this.words.has(word)) return this.words.get(word);
    let symbols = [];
    for (const character of SPACE + word) {
      if (this.ids.has(character)) symbols.push(character);
      else for (const byte of new TextEncoder().encode(character)) {
        symbols.push(`<0x${byte.toString(16).toUpperCase().padStart(2, "0")}>`);
      }
    }
    while (symbols.length > 1) {
      let best = Infinity, at = -1;
      for (let n = 0; n + 1 < symbols.length; n++) {
        const rank = this.ranks.get(`${symbols[n]} ${symbols[n + 1]}`);
        if (rank !== undefined && rank < best) { best = rank; at = n; }
      }
      if (at < 0) break;
      symbols.splice(at, 2, symbols[at] + symbols[at + 1]);
    }
    const ids = symbols.map(symbol => this.ids.get(symbol) ?? this.unknown);
    this.words.set(word, ids);
    return ids;
  }

  tokenIds(text) {
    return text.split(/\s+/).filter(Boolean).flatMap(word => this.wordIds(word));
  }

  /* The vectors of the tokens of file `number`. */
  tokenFile(number) {
    if (!this.files.has(number)) this.files.set(number, fetchBytes(new URL(`semantic/tokens/${number}.bin`, DATA)));
    return this.files.get(number);
  }

  /* The text's vector, of length 1 (null for a text without words). */
  async embed(text) {
    const ids = this.tokenIds(text);
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
     most similar first (the first document of equals first). */
  async search(text, count) {
    const vector = await this.embed(text);
    if (!vector || count < 1) return [];
    const best = [];  // the `count` most similar so far, in order: one pass, no sort of every paper
    for (let doc = 0, offset = 0; offset < this.papers.length; doc++, offset += this.dimensions) {
      let dot = 0;
      for (let d = 0; d < this.dimensions; d++) dot += vector[d] * this.papers[offset + d];
      if (best.length === count && dot <= best[count - 1][1]) continue;
      let at = best.length;
      while (at > 0 && best[at - 1][1] < dot) at--;
      best.splice(at, 0, [doc, dot]);
      if (best.length > count) best.pop();
    }
    return best.map(([doc, dot]) => [doc, dot / 127]);
  }
}
